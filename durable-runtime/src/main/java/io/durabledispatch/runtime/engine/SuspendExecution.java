package io.durabledispatch.runtime.engine;

/**
 * Unwinds the workflow when it must wait for the service (a wait, a retry delay, a callback). An Error,
 * not an Exception, so that a workflow's {@code catch (Exception e)} cannot swallow the suspension.
 */
final class SuspendExecution extends Error {
    SuspendExecution(String reason) {
        super(reason, null, false, false);
    }
}
