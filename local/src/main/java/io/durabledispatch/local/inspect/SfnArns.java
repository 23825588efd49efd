package io.durabledispatch.local.inspect;

/** Step Functions ARN arithmetic: an execution's ARN is its state machine's with the execution name appended. */
final class SfnArns {
    private SfnArns() {}

    static String execution(String stateMachineArn, String executionName) {
        return stateMachineArn.replace(":stateMachine:", ":execution:") + ":" + executionName;
    }

    static String name(String stateMachineArn) {
        return stateMachineArn.substring(stateMachineArn.lastIndexOf(':') + 1);
    }
}
