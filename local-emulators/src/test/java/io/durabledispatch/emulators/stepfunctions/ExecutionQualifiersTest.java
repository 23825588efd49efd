package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.DescribeExecutionResponse;

/**
 * DescribeExecution's {@code stateMachineVersionArn} and {@code stateMachineAliasArn}, through the real SfnClient.
 * Step Functions API Reference, "DescribeExecution"
 * (https://docs.aws.amazon.com/step-functions/latest/apireference/API_DescribeExecution.html): a start through
 * a version ARN reports that version and no alias; through an alias ARN, the alias and the version it points to;
 * through the unqualified ARN, neither.
 */
class ExecutionQualifiersTest {
    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private String machineArn;

    @BeforeEach
    void start() {
        machineArn = stepFunctions.emulator().registerStateMachine("orders", input -> input);
        stepFunctions.emulator().publishVersion(machineArn);
        stepFunctions.emulator().publishVersion(machineArn);
    }

    @Test
    void startedThroughAVersion_reportsThatVersion_andNoAlias() {
        DescribeExecutionResponse described = describe(started(machineArn + ":2", "via-version"));

        assertThat(described.stateMachineVersionArn()).isEqualTo(machineArn + ":2");
        assertThat(described.stateMachineAliasArn()).isNull();
        assertThat(described.stateMachineArn()).isEqualTo(machineArn);
    }

    @Test
    void startedThroughAnAlias_reportsTheAlias_andTheVersionItPointsTo() {
        String live = stepFunctions.emulator().createAlias(machineArn, "live", 1);

        DescribeExecutionResponse described = describe(started(live, "via-alias"));

        assertThat(described.stateMachineAliasArn()).isEqualTo(machineArn + ":live");
        assertThat(described.stateMachineVersionArn()).isEqualTo(machineArn + ":1");
    }

    @Test
    void theHistorysExecutionStartedEvent_namesTheAliasAndVersion_asTheDescriptionDoes() {
        String live = stepFunctions.emulator().createAlias(machineArn, "live", 1);
        String executionArn = started(live, "history-via-alias");

        var started = stepFunctions
                .sfn()
                .getExecutionHistory(b -> b.executionArn(executionArn).maxResults(1))
                .events()
                .get(0)
                .executionStartedEventDetails();

        assertThat(started.stateMachineAliasArn()).isEqualTo(machineArn + ":live");
        assertThat(started.stateMachineVersionArn()).isEqualTo(machineArn + ":1");
    }

    @Test
    void startedUnqualified_reportsNeither() {
        DescribeExecutionResponse described = describe(started(machineArn, "plain"));

        assertThat(described.stateMachineVersionArn()).isNull();
        assertThat(described.stateMachineAliasArn()).isNull();
    }

    private String started(String arn, String name) {
        return stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(arn).name(name).input("{\"a\":1}"))
                .executionArn();
    }

    private DescribeExecutionResponse describe(String executionArn) {
        return stepFunctions.sfn().describeExecution(b -> b.executionArn(executionArn));
    }
}
