package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DispatchListenerTest {
    private static final String ORDER =
            "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"A-1\",\"amount\":10}";

    private final ExecutorService executor = Executors.newSingleThreadExecutor();
    private final List<RecordOutcome> heard = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @Test
    void dispatch_tellsListenerEveryOutcome_whenBatchMixesStartsAndInvalidRecords() {
        Dispatcher dispatcher = new Dispatcher(
                new Planner(RouteDocuments.load("classpath:routes/default-routes.json")),
                new TargetStarters(
                        (target, name, input) -> StartResult.of(Outcome.STARTED, ""),
                        (target, name, input) -> StartResult.of(Outcome.STARTED, "")),
                message -> {},
                executor,
                new DispatchTelemetry(line -> {}, Clock.systemUTC(), heard::add),
                new Retries(new InMemoryRedelivery(), RetrySchedule.defaults(), () -> 0.5),
                Duration.ZERO);

        dispatcher.dispatch(List.of(InboundRecord.standard("m-1", ORDER), InboundRecord.standard("m-2", "not json")));

        assertThat(heard)
                .extracting(RecordOutcome::messageId, RecordOutcome::outcome)
                .containsExactlyInAnyOrder(tuple("m-1", Outcome.STARTED), tuple("m-2", Outcome.INVALID));
        assertThat(heard.stream()
                        .filter(o -> o.messageId().equals("m-1"))
                        .findFirst()
                        .orElseThrow()
                        .executionName())
                .hasValueSatisfying(name -> assertThat(name).startsWith("order-A-1-"));
    }
}
