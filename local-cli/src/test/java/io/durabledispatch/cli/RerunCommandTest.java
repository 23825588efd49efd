package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.localstack.builtin.Tuning;
import io.durabledispatch.ops.inspect.QueueMessages;
import io.durabledispatch.ops.rerun.EngineLookup;
import io.durabledispatch.ops.rerun.FoundExecution;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code rerun} against the whole local stack: real queue, dispatcher, Lambda emulator and order workflow. */
class RerunCommandTest {
    private static final String ORDER = "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"%s\","
            + "\"customer\":{\"id\":\"%s\"},\"items\":[],\"amount\":{\"value\":5,\"currency\":\"EUR\"}}";
    private static final Planner PLANNER = new Planner(RouteDocuments.load(LocalSettings.DEFAULT_ROUTES));
    private static final Route ORDERS = PLANNER.routes().named("order-placed").orElseThrow();

    private BuiltInStack system;
    private EngineLookup engines;

    @BeforeEach
    void start() {
        // No carrier: an order whose payment went through waits for its shipment callback, RUNNING. The sample
        // payments adapter declines customers whose id starts with "declined-".
        LocalSettings settings = LocalSettings.defaults()
                .withTuning(Tuning.NONE
                        .withMapping(10, Duration.ofMillis(100), 4)
                        .withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(150)))
                .withShipmentDelay(Optional.empty());
        system = BuiltInStack.start(settings, QuietLog.LOGGER);
        engines = new EngineLookup(system.clients().lambda(), system.clients().stepFunctions());
    }

    @AfterEach
    void stop() {
        if (system != null) system.close();
    }

    @Test
    void rerun_refusesARunningOrder_andRerunsADeclinedOne_asItsNextGeneration() {
        send(String.format(ORDER, "A-RUN", "C-OK"));
        send(String.format(ORDER, "A-FAIL", "declined-C-2"));
        awaitStatus(name("A-RUN", 1), "RUNNING");
        FoundExecution failed = awaitStatus(name("A-FAIL", 1), "FAILED");

        Result running = rerun("A-RUN");
        Result declined = rerun("A-FAIL");

        assertThat(running.code()).isEqualTo(RerunCommand.REFUSED);
        assertThat(running.out()).contains("RUNNING").contains("not re-run");
        assertThat(declined.code()).isZero();
        assertThat(declined.out()).contains("sent generation 2: " + name("A-FAIL", 2));
        FoundExecution second = awaitStatus(name("A-FAIL", 2), "FAILED");
        assertThat(second.canonicalInput()).isEqualTo(failed.canonicalInput());

        // The second generation failed too: the next re-run finds it and sends generation 3.
        assertThat(rerun("A-FAIL").out()).contains("sent generation 3: " + name("A-FAIL", 3));
        awaitStatus(name("A-FAIL", 3), "FAILED");
        assertThat(engines.find(ORDERS, name("A-RUN", 2))).isEmpty();
    }

    private static String name(String orderNo, int generation) {
        return PLANNER.executionName("order-placed", "acme", List.of(orderNo), generation)
                .executionName();
    }

    private void send(String body) {
        new QueueMessages(system.clients().sqs()).send(system.queues().main(), body, "test");
    }

    private FoundExecution awaitStatus(String name, String status) {
        Deadline.within(Duration.ofSeconds(30))
                .await(
                        name + " to be " + status,
                        () -> engines.find(ORDERS, name)
                                .map(FoundExecution::status)
                                .filter(status::equals)
                                .isPresent());
        return engines.find(ORDERS, name).orElseThrow();
    }

    private Result rerun(String orderNo) {
        var endpoints = system.endpoints();
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new DurableDispatchCommand());
        cli.setOut(new PrintWriter(out, true));
        int code = cli.execute(
                "rerun",
                "--sqs-endpoint",
                endpoints.sqs().toString(),
                "--lambda-endpoint",
                endpoints.lambda().toString(),
                "--sfn-endpoint",
                endpoints.stepFunctions().toString(),
                "--queue-url",
                system.queues().main(),
                "--route",
                "order-placed",
                "--tenant",
                "acme",
                "--key",
                orderNo);
        return new Result(code, out.toString());
    }

    private record Result(int code, String out) {}
}
