/**
 * kinesalite (an implementation of the Kinesis Data Streams API, pinned in the root package.json) as a process on
 * 127.0.0.1: started by the Kinesis tests and by the local stack when a template has a stream. Never ships to
 * Lambda.
 */
package io.durabledispatch.kinesalite;
