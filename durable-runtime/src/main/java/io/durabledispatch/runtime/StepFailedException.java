package io.durabledispatch.runtime;

/** A step failed on its last attempt. Also thrown on replay of a step recorded as FAILED. */
public class StepFailedException extends DurableException {
    private final String stepName;

    public StepFailedException(String stepName, String errorType, String message) {
        super(errorType, "step '" + stepName + "' failed: " + message);
        this.stepName = stepName;
    }

    public String stepName() {
        return stepName;
    }
}
