package io.durabledispatch.routes.arn;

/**
 * Step Functions ARN arithmetic. A state machine is {@code arn:<partition>:states:<region>:<account>:stateMachine:
 * <name>}; its executions are {@code arn:<partition>:states:<region>:<account>:execution:<machine>:<execution>}
 * (AWS docs, "Amazon Resource Names (ARNs)" in the Step Functions developer guide).
 */
public final class StateMachineArns {
    private static final String STATE_MACHINE = ":stateMachine:";

    private StateMachineArns() {}

    /** The ARN of the execution named {@code executionName} of that state machine. */
    public static String executionArn(String stateMachineArn, String executionName) {
        return stateMachineArn.replace(STATE_MACHINE, ":execution:") + ":" + executionName;
    }

    /** The state machine's name: the part after {@code :stateMachine:}; a plain name stays as it is. */
    public static String name(String stateMachineArnOrName) {
        int at = stateMachineArnOrName.indexOf(STATE_MACHINE);
        if (at < 0) return stateMachineArnOrName;
        String rest = stateMachineArnOrName.substring(at + STATE_MACHINE.length());
        int qualifier = rest.indexOf(':'); // a version or alias ARN goes on with :<version-or-alias>
        return qualifier < 0 ? rest : rest.substring(0, qualifier);
    }
}
