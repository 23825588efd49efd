/**
 * A CDK construct that puts durable-dispatch in front of a team's own durable functions and Step Functions
 * state machines: {@link io.durabledispatch.construct.DurableDispatch} with
 * {@link io.durabledispatch.construct.DispatchRoute}s and {@link io.durabledispatch.construct.DispatchTarget}s,
 * plus {@link io.durabledispatch.construct.DurableFunction} for the workflows themselves.
 */
package io.durabledispatch.construct;
