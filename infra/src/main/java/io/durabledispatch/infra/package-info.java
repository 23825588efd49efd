/**
 * The project's own CDK app: the sample workflows and the reward state machine behind one
 * {@link io.durabledispatch.construct.DurableDispatch}, configured from CDK context.
 */
package io.durabledispatch.infra;
