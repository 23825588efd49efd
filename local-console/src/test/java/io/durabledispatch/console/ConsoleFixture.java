package io.durabledispatch.console;

import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/** A console on an ephemeral 127.0.0.1 port over an in-memory backend, with the default routes. */
final class ConsoleFixture implements AutoCloseable {
    static final Instant T0 = Instant.parse("2026-11-30T10:00:00Z");

    final Clock clock = Clock.fixed(T0.plusSeconds(600), ZoneOffset.UTC);
    final Planner planner = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));
    final InMemoryConsoleBackend backend = new InMemoryConsoleBackend(clock);
    final ActivityLog activity = new ActivityLog(clock, planner.routes());
    final Console console = Console.start(backend, planner, activity, 0);
    final HttpJson http = new HttpJson(console.address());

    /** The name the dispatcher gives order {@code orderNo} of {@code tenant}. */
    String orderName(String tenant, String orderNo) {
        return planner.executionName("order-placed", tenant, List.of(orderNo)).executionName();
    }

    /** A running order execution, started {@code minute} minutes after T0, waiting for its shipment callback. */
    ExecutionDetail waitingOrder(String tenant, String orderNo, int minute) {
        Instant started = T0.plus(Duration.ofMinutes(minute));
        String name = orderName(tenant, orderNo);
        ExecutionRecord execution = new ExecutionRecord(
                "order-workflow",
                name,
                "RUNNING",
                started,
                Optional.empty(),
                "arn:aws:lambda:us-east-1:000000000000:function:order-workflow:live/durable-execution/" + name + "/1",
                Optional.of("{\"amount\":42,\"order_no\":\"" + orderNo + "\",\"tenant_id\":\"" + tenant + "\"}"));
        List<OperationRecord> operations = List.of(
                operation("1", "STEP", "charge-payment", "SUCCEEDED", 2, started, Optional.of(started.plusSeconds(1))),
                new OperationRecord(
                        "2",
                        "CALLBACK",
                        "await-shipment",
                        "STARTED",
                        0,
                        Optional.of(started.plusSeconds(2)),
                        Optional.empty(),
                        Optional.of("cb-" + orderNo),
                        Optional.empty()));
        ExecutionDetail detail = new ExecutionDetail(
                ExecutionKind.DURABLE_FUNCTION, execution, Optional.empty(), Optional.empty(), operations);
        backend.add(detail);
        return detail;
    }

    static OperationRecord operation(
            String id, String type, String name, String status, int attempts, Instant start, Optional<Instant> end) {
        return new OperationRecord(
                id, type, name, status, attempts, Optional.of(start), end, Optional.empty(), Optional.of("{}"));
    }

    @Override
    public void close() {
        console.close();
    }
}
