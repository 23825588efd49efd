/**
 * JSON codec of the Lambda durable execution wire shapes (Operation, OperationUpdate, ErrorObject,
 * invocation input/output, checkpoint and state pages), shared by the runtime and the local emulator.
 */
package io.durabledispatch.runtime.wire;
