package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.ECHO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.Execution;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.InvalidParameterValueException;
import software.amazon.awssdk.services.lambda.model.ListDurableExecutionsByFunctionRequest;

/**
 * ListDurableExecutionsByFunction's parameters through the real LambdaClient (Lambda API Reference,
 * "ListDurableExecutionsByFunction",
 * https://docs.aws.amazon.com/lambda/latest/api/API_ListDurableExecutionsByFunction.html): Qualifier (absent:
 * {@code $LATEST}), StartedAfter/StartedBefore, ReverseOrder (default oldest first), MaxItems 1-1000. The pages
 * disagree on whether DurableExecutionName "contains" or "matches"; locally it is a substring filter.
 */
class ListFiltersTest {
    private final LambdaFixture fixture = new LambdaFixture();
    private Instant second;

    @BeforeEach
    void startThreeExecutionsOneMinuteApart() {
        start("order-1");
        fixture.clock.advance(Duration.ofMinutes(1));
        second = fixture.clock.instant();
        start("order-2");
        fixture.clock.advance(Duration.ofMinutes(1));
        start("order-3");
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void startedAfterAndBefore_selectAStartTimeWindow() {
        assertThat(names(b -> b.startedAfter(second.minusSeconds(1)))).containsExactly("order-2", "order-3");
        assertThat(names(b -> b.startedBefore(second.plusSeconds(1)))).containsExactly("order-1", "order-2");
        assertThat(names(b -> b.startedAfter(second.minusSeconds(1)).startedBefore(second.plusSeconds(1))))
                .containsExactly("order-2");
    }

    @Test
    void reverseOrder_listsNewestFirst() {
        assertThat(names(b -> {})).containsExactly("order-1", "order-2", "order-3");
        assertThat(names(b -> b.reverseOrder(true))).containsExactly("order-3", "order-2", "order-1");
    }

    @Test
    void qualifier_selectsTheVersion_andNoQualifierMeansLatest() {
        fixture.awaitStatus(
                fixture.lambda
                        .invoke(b -> b.functionName(ECHO)
                                .qualifier("$LATEST")
                                .invocationType("Event")
                                .durableExecutionName("on-latest")
                                .payload(software.amazon.awssdk.core.SdkBytes.fromUtf8String("{\"id\":\"9\"}")))
                        .durableExecutionArn(),
                ExecutionStatus.SUCCEEDED);

        assertThat(names(b -> b.qualifier("1"))).containsExactly("order-1", "order-2", "order-3");
        assertThat(fixture.lambda
                        .listDurableExecutionsByFunction(b -> b.functionName(ECHO))
                        .durableExecutions())
                .extracting(Execution::durableExecutionName)
                .containsExactly("on-latest");
    }

    @Test
    void maxItems_outsideOneToAThousand_isInvalid() {
        assertThatThrownBy(() -> fixture.lambda.listDurableExecutionsByFunction(
                        b -> b.functionName(ECHO).qualifier("live").maxItems(0)))
                .isInstanceOf(InvalidParameterValueException.class);
        assertThatThrownBy(() -> fixture.lambda.listDurableExecutionsByFunction(
                        b -> b.functionName(ECHO).qualifier("live").maxItems(1001)))
                .isInstanceOf(InvalidParameterValueException.class);
    }

    private void start(String name) {
        fixture.awaitStatus(
                fixture.invoke(ECHO, name, "{\"id\":\"" + name + "\"}").durableExecutionArn(),
                ExecutionStatus.SUCCEEDED);
    }

    private List<String> names(Consumer<ListDurableExecutionsByFunctionRequest.Builder> filter) {
        return fixture
                .lambda
                .listDurableExecutionsByFunctionPaginator(b -> {
                    b.functionName(ECHO).qualifier("live");
                    filter.accept(b);
                })
                .durableExecutions()
                .stream()
                .map(Execution::durableExecutionName)
                .toList();
    }
}
