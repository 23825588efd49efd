package io.durabledispatch.infra.config;

import static io.durabledispatch.infra.config.ContextKeys.REWARD_STATE_MACHINE_TYPE;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOW_EXECUTION_TIMEOUT_HOURS;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOW_MEMORY_MB;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOW_RETENTION_DAYS;
import static io.durabledispatch.infra.config.ContextKeys.WORKFLOW_TIMEOUT_SECONDS;

import java.time.Duration;
import java.util.Locale;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * The durable workflow functions and the Step Functions target.
 *
 * @param executionTimeout how long one durable execution may run in total (across invocations)
 * @param retention how long Lambda keeps a closed execution, and so refuses its name
 * @param invocationTimeout one invocation (one replay) of a workflow function
 * @param rewardStateMachineType STANDARD or EXPRESS as configured; the construct refuses EXPRESS at synth
 */
public record WorkflowSettings(
        Duration executionTimeout,
        Duration retention,
        Duration invocationTimeout,
        int memoryMb,
        StateMachineType rewardStateMachineType) {

    static WorkflowSettings fromContext(ContextReader context) {
        return new WorkflowSettings(
                Duration.ofHours(context.integer(WORKFLOW_EXECUTION_TIMEOUT_HOURS, 168, 1, 8760)),
                Duration.ofDays(context.integer(WORKFLOW_RETENTION_DAYS, 30, 1, 90)),
                Duration.ofSeconds(context.integer(WORKFLOW_TIMEOUT_SECONDS, 60, 1, 900)),
                context.integer(WORKFLOW_MEMORY_MB, 1024, 128, 10240),
                stateMachineType(context.text(REWARD_STATE_MACHINE_TYPE, "STANDARD")));
    }

    private static StateMachineType stateMachineType(String text) {
        try {
            return StateMachineType.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "CDK context '" + REWARD_STATE_MACHINE_TYPE + "' must be STANDARD or EXPRESS, got '" + text + "'");
        }
    }
}
