/**
 * dynalite (an implementation of the DynamoDB API on LevelDB, pinned in the root package.json) as a process on
 * 127.0.0.1: started by the tests of the DynamoDB adapters and by the local stack. {@link NodeServer},
 * {@link NodeRequirement} and {@link NodeServerExtension} run any pinned npm server this way (kinesalite too).
 * Never ships to Lambda.
 */
package io.durabledispatch.dynalite;
