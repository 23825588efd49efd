package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.APPROVAL;
import static io.durabledispatch.emulators.lambda.LambdaFixture.ECHO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.Execution;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.ListDurableExecutionsByFunctionResponse;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;
import software.amazon.awssdk.services.lambda.model.StopDurableExecutionResponse;

/** Get, list (name contains, statuses, pagination) and stop through the real LambdaClient. */
class DurableControlPlaneTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void list_filtersByNameContainsAndStatus_andPages() {
        String done = fixture.invoke(ECHO, "tenant-a-order-1", "{\"id\":\"1\"}").durableExecutionArn();
        fixture.invoke(ECHO, "tenant-a-order-2", "{\"id\":\"2\"}");
        fixture.invoke(ECHO, "tenant-b-order-3", "{\"id\":\"3\"}");
        fixture.awaitStatus(done, ExecutionStatus.SUCCEEDED);

        List<String> tenantA = fixture
                .lambda
                .listDurableExecutionsByFunctionPaginator(b -> b.functionName(ECHO)
                        .qualifier("live")
                        .durableExecutionName("tenant-a")
                        .maxItems(1))
                .durableExecutions()
                .stream()
                .map(Execution::durableExecutionName)
                .toList();
        ListDurableExecutionsByFunctionResponse firstPage = fixture.lambda.listDurableExecutionsByFunction(
                b -> b.functionName(ECHO).qualifier("live").maxItems(2));

        assertThat(tenantA).containsExactly("tenant-a-order-1", "tenant-a-order-2");
        assertThat(firstPage.durableExecutions()).hasSize(2);
        assertThat(firstPage.nextMarker()).isNotEmpty();
    }

    @Test
    void list_statusFilter_separatesRunningFromSucceeded() {
        String echo = fixture.invoke(ECHO, "quick", "{\"id\":\"1\"}").durableExecutionArn();
        fixture.awaitStatus(echo, ExecutionStatus.SUCCEEDED);
        fixture.invoke(APPROVAL, "slow-1", "{\"orderId\":\"1\",\"amount\":1}");
        fixture.invoke(APPROVAL, "slow-2", "{\"orderId\":\"2\",\"amount\":1}");

        List<Execution> running = fixture.lambda
                .listDurableExecutionsByFunction(
                        b -> b.functionName(APPROVAL).qualifier("live").statuses(ExecutionStatus.RUNNING))
                .durableExecutions();
        List<Execution> succeeded = fixture.lambda
                .listDurableExecutionsByFunction(
                        b -> b.functionName(APPROVAL).qualifier("live").statuses(ExecutionStatus.SUCCEEDED))
                .durableExecutions();

        assertThat(running).extracting(Execution::durableExecutionName).containsExactly("slow-1", "slow-2");
        assertThat(running).allSatisfy(e -> assertThat(e.functionArn()).endsWith(":function:approval-workflow:1"));
        assertThat(succeeded).isEmpty();
    }

    @Test
    void stop_closesARunningExecutionAsStopped_withTheGivenError() {
        String arn = fixture.invoke(APPROVAL, "to-stop", "{\"orderId\":\"1\",\"amount\":1}")
                .durableExecutionArn();

        StopDurableExecutionResponse stopped = fixture.lambda.stopDurableExecution(b ->
                b.durableExecutionArn(arn).error(e -> e.errorType("Operator").errorMessage("cancelled")));

        var execution = fixture.lambda.getDurableExecution(b -> b.durableExecutionArn(arn));
        assertThat(stopped.stopTimestamp()).isEqualTo(fixture.clock.instant());
        assertThat(execution.status()).isEqualTo(ExecutionStatus.STOPPED);
        assertThat(execution.error().errorType()).isEqualTo("Operator");
    }

    @Test
    void get_unknownExecution_isNotFound() {
        String unknown = "arn:aws:lambda:us-east-1:000000000000:function:echo-workflow:1/durable-execution/x/y";

        assertThatThrownBy(() -> fixture.lambda.getDurableExecution(b -> b.durableExecutionArn(unknown)))
                .isInstanceOf(ResourceNotFoundException.class);
    }
}
