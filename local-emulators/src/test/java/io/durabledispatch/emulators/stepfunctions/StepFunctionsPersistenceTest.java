package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.testing.AwsClients;
import io.durabledispatch.emulators.testing.Poll;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionAlreadyExistsException;
import software.amazon.awssdk.services.sfn.model.ExecutionStatus;
import software.amazon.awssdk.services.sfn.model.HistoryEvent;

/** With a data directory, executions and their names survive a restart of the emulator. */
class StepFunctionsPersistenceTest {
    @TempDir
    Path dataDirectory;

    @Test
    void restart_keepsClosedExecution_andItsNameStaysTaken() {
        String executionArn;
        try (StepFunctionsEmulator first = emulator();
                SfnClient sfn = AwsClients.sfn(first.endpoint())) {
            executionArn = sfn.startExecution(
                            b -> b.stateMachineArn(arn(first)).name("keep").input("{\"k\":1}"))
                    .executionArn();
            Poll.until(() -> first.execution(executionArn).orElseThrow(), e -> !e.isRunning());
        }

        try (StepFunctionsEmulator second = emulator();
                SfnClient sfn = AwsClients.sfn(second.endpoint())) {
            var described = sfn.describeExecution(b -> b.executionArn(executionArn));
            assertThat(described.status()).isEqualTo(ExecutionStatus.SUCCEEDED);
            assertThat(described.output()).isEqualTo("{\"k\":1}");
            assertThatThrownBy(() -> sfn.startExecution(
                            b -> b.stateMachineArn(arn(second)).name("keep").input("{\"k\":1}")))
                    .isInstanceOf(ExecutionAlreadyExistsException.class);
        }
    }

    @Test
    void restart_keepsTheExecutionsHistory_eventForEvent() {
        String executionArn;
        List<HistoryEvent> before;
        try (StepFunctionsEmulator first = emulator();
                SfnClient sfn = AwsClients.sfn(first.endpoint())) {
            executionArn = sfn.startExecution(b ->
                            b.stateMachineArn(arn(first)).name("kept-history").input("{\"k\":2}"))
                    .executionArn();
            Poll.until(() -> first.execution(executionArn).orElseThrow(), e -> !e.isRunning());
            before = sfn.getExecutionHistory(b -> b.executionArn(executionArn)).events();
        }

        try (StepFunctionsEmulator second = emulator();
                SfnClient sfn = AwsClients.sfn(second.endpoint())) {
            List<HistoryEvent> after =
                    sfn.getExecutionHistory(b -> b.executionArn(executionArn)).events();

            assertThat(after).hasSize(7).containsExactlyElementsOf(before);
        }
    }

    /** A choice: an execution left RUNNING by a stop of the process runs its task again, entering the state once. */
    @Test
    void aResumedExecution_runsItsTaskAgain_withoutEnteringTheStateTwice() {
        SfnExecutions interrupted = new SfnExecutions(
                new FileSfnExecutionStore(dataDirectory.resolve("stepfunctions")),
                java.time.Clock.systemUTC(),
                StepFunctionsEmulator.NAME_MEMORY);
        String executionArn = interrupted
                .start(arn(null), "interrupted", "{\"k\":3}")
                .execution()
                .executionArn();
        interrupted.taskStarted(executionArn);

        try (StepFunctionsEmulator resumed = emulator();
                SfnClient sfn = AwsClients.sfn(resumed.endpoint())) {
            Poll.until(() -> resumed.execution(executionArn).orElseThrow(), e -> !e.isRunning());

            assertThat(sfn.getExecutionHistory(b -> b.executionArn(executionArn))
                            .events())
                    .extracting(HistoryEvent::type)
                    .containsExactlyElementsOf(TaskStateEvents.SUCCEEDED);
        }
    }

    @Test
    void store_ignoresLeftoverTemporaryFileOfAnInterruptedWrite() throws Exception {
        FileSfnExecutionStore store = new FileSfnExecutionStore(dataDirectory);
        SfnExecution execution = SfnExecution.started(
                "arn:aws:states:us-east-1:000000000000:execution:m:n",
                "arn:aws:states:us-east-1:000000000000:stateMachine:m",
                "n",
                "{}",
                java.time.Instant.EPOCH);
        store.save(execution);
        java.nio.file.Files.writeString(dataDirectory.resolve("write-123.tmp"), "{\"executionArn\":");

        FileSfnExecutionStore reopened = new FileSfnExecutionStore(dataDirectory);

        assertThat(reopened.all()).containsExactly(execution);
    }

    @Test
    void store_keepsTheVersionAndAliasAnExecutionWasStartedThrough() {
        String machine = "arn:aws:states:us-east-1:000000000000:stateMachine:m";
        SfnExecution execution = SfnExecution.started(
                        "arn:aws:states:us-east-1:000000000000:execution:m:n",
                        machine,
                        "n",
                        "{}",
                        java.time.Instant.EPOCH)
                .qualified(machine + ":1", machine + ":live");
        new FileSfnExecutionStore(dataDirectory).save(execution);

        assertThat(new FileSfnExecutionStore(dataDirectory).find(execution.executionArn()))
                .hasValueSatisfying(reopened -> {
                    assertThat(reopened.versionArn()).isEqualTo(machine + ":1");
                    assertThat(reopened.aliasArn()).isEqualTo(machine + ":live");
                });
    }

    private StepFunctionsEmulator emulator() {
        StepFunctionsEmulator emulator =
                new StepFunctionsEmulator(EmulatorSettings.defaults().withDataDirectory(dataDirectory));
        emulator.registerStateMachine("echo", input -> input);
        return emulator.start();
    }

    private static String arn(StepFunctionsEmulator emulator) {
        return "arn:aws:states:us-east-1:000000000000:stateMachine:echo";
    }
}
