package io.durabledispatch.emulators.lambda;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.testing.Poll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.lambda.model.OperationStatus;
import software.amazon.awssdk.services.lambda.model.OperationType;

/**
 * Executions and versions, through the real LambdaClient. Lambda Developer Guide, "Invoking durable Lambda
 * functions" and "Idempotency" (https://docs.aws.amazon.com/lambda/latest/dg/durable-execution-idempotency.html):
 * an execution runs on the version it was started on (a published version is immutable), and a start with an
 * existing name answers with that execution. The pages do not say which version a duplicate reports; locally it
 * is the version the execution runs on (X-Amz-Executed-Version), not where the alias points now.
 */
class FunctionVersionsTest {
    private static final String FUNCTION = "versioned";
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void anExecutionStaysOnItsVersion_afterTheAliasMoves() {
        fixture.emulator.registerFunction(
                FUNCTION, LambdaFixture.ALIAS, new VersionedWorkflow(fixture.emulator.runtime(), "v1"));
        String v2 = fixture.emulator.publishVersion(FUNCTION, new VersionedWorkflow(fixture.emulator.runtime(), "v2"));

        InvokeResponse started = fixture.invoke(FUNCTION, "order-1", "{}");
        awaitSleep(started.durableExecutionArn());
        fixture.emulator.updateAlias(FUNCTION, LambdaFixture.ALIAS, v2);
        InvokeResponse duplicate = fixture.invoke(FUNCTION, "order-1", "{}");
        InvokeResponse fresh = fixture.invoke(FUNCTION, "order-2", "{}");
        awaitSleep(fresh.durableExecutionArn());
        fixture.clock.advance(VersionedWorkflow.PAUSE.plusSeconds(1));

        assertThat(started.executedVersion()).isEqualTo("1");
        assertThat(duplicate.durableExecutionArn()).isEqualTo(started.durableExecutionArn());
        assertThat(duplicate.executedVersion()).isEqualTo("1");
        assertThat(fresh.executedVersion()).isEqualTo("2");
        assertThat(fixture.awaitStatus(started.durableExecutionArn(), ExecutionStatus.SUCCEEDED)
                        .result())
                .isEqualTo("\"v1+v1\"");
        assertThat(fixture.awaitStatus(fresh.durableExecutionArn(), ExecutionStatus.SUCCEEDED)
                        .result())
                .isEqualTo("\"v2+v2\"");
    }

    private void awaitSleep(String arn) {
        Poll.until(
                () -> fixture.emulator.operations(arn).stream()
                        .anyMatch(op -> op.type() == OperationType.WAIT && op.status() == OperationStatus.STARTED),
                Boolean::booleanValue);
    }
}
