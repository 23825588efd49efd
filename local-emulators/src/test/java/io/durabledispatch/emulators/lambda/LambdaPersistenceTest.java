package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.APPROVAL;
import static io.durabledispatch.emulators.lambda.LambdaFixture.ECHO;
import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.http.EmulatorSettings;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/** With a data directory, durable executions and their names survive a restart of the emulator. */
class LambdaPersistenceTest {
    @TempDir
    Path dataDirectory;

    @Test
    void restart_keepsExecutions_andTheSameNameFindsTheExistingOne() {
        String closedArn;
        String runningArn;
        try (LambdaFixture first = new LambdaFixture(EmulatorSettings.defaults().withDataDirectory(dataDirectory))) {
            closedArn = first.invoke(ECHO, "kept-1", "{\"id\":\"1\"}").durableExecutionArn();
            first.awaitStatus(closedArn, ExecutionStatus.SUCCEEDED);
            runningArn = first.invoke(APPROVAL, "kept-2", "{\"orderId\":\"2\",\"amount\":1}")
                    .durableExecutionArn();
        }

        try (LambdaFixture second =
                new LambdaFixture(EmulatorSettings.defaults().withDataDirectory(dataDirectory))) {
            assertThat(second.invoke(ECHO, "kept-1", "{\"id\":\"1\"}").durableExecutionArn())
                    .isEqualTo(closedArn);
            assertThat(second.invoke(APPROVAL, "kept-2", "{\"orderId\":\"2\",\"amount\":1}")
                            .durableExecutionArn())
                    .isEqualTo(runningArn);
            assertThat(second.lambda
                            .getDurableExecution(b -> b.durableExecutionArn(closedArn))
                            .result())
                    .isEqualTo("\"echo-1\"");
            assertThat(second.emulator.executions()).hasSize(2);
        }
    }
}
