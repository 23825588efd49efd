package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.localstack.builtin.Tuning;
import io.durabledispatch.ops.inspect.QueueMessages;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code executions --tenant} against the local stack: both engines, through their public APIs. */
class ExecutionsCommandTest {
    private static final Planner PLANNER = new Planner(RouteDocuments.load(LocalSettings.DEFAULT_ROUTES));

    private static BuiltInStack system;

    @BeforeAll
    static void start() {
        system = BuiltInStack.start(
                LocalSettings.defaults()
                        .withTuning(Tuning.NONE
                                .withMapping(10, Duration.ofMillis(100), 4)
                                .withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(150)))
                        .withShipmentDelay(Optional.empty()),
                QuietLog.LOGGER);
        send(order("acme", "A-1"));
        send(order("globex", "A-2"));
        send("{\"type\":\"reward.redeemed\",\"tenant_id\":\"globex\",\"member_id\":\"M-1\",\"redemption_id\":\"R-1\","
                + "\"reward\":\"mug\",\"points\":40}");
        Deadline.within(Duration.ofSeconds(30))
                .await("three executions", () -> run("executions").out().contains("3 shown of 3"));
    }

    @AfterAll
    static void stop() {
        if (system != null) system.close();
    }

    @Test
    void tenantAlone_listsThatTenantsExecutions_ofEveryRouteAndBothEngines() {
        Result globex = run("executions", "--tenant", " GLOBEX ");

        assertThat(globex.code()).isZero();
        assertThat(globex.out())
                .contains(name("order-placed", "globex", "A-2"))
                .contains(name("reward-redeemed", "globex", "M-1", "R-1"))
                .doesNotContain(name("order-placed", "acme", "A-1"))
                .contains("2 shown of 2 execution(s)");
    }

    @Test
    void tenantWithRoute_listsOnlyThatRoutesExecutions_andKeyStillFindsOne() {
        Result orders = run("executions", "--tenant", "globex", "--route", "order-placed");
        Result one = run("executions", "--tenant", "acme", "--route", "order-placed", "--key", "a-1");

        assertThat(orders.out()).contains(name("order-placed", "globex", "A-2")).contains("1 shown of 1");
        assertThat(one.code()).isZero();
        assertThat(one.out()).contains("execution name " + name("order-placed", "acme", "A-1"));
        assertThat(run("executions", "--tenant", "initech").out()).contains("0 shown of 0");
        assertThat(run("executions", "--key", "A-1").code()).isEqualTo(2);
    }

    private static String order(String tenant, String orderNo) {
        return ("{\"type\":\"order.placed\",\"tenant_id\":\"%s\",\"order_no\":\"%s\",\"customer\":{\"id\":\"C-1\"},"
                        + "\"items\":[],\"amount\":{\"value\":5,\"currency\":\"EUR\"}}")
                .formatted(tenant, orderNo);
    }

    private static String name(String route, String tenant, String... keys) {
        return PLANNER.executionName(route, tenant, List.of(keys)).executionName();
    }

    private static void send(String body) {
        new QueueMessages(system.clients().sqs()).send(system.queues().main(), body, "test");
    }

    private static Result run(String... args) {
        var endpoints = system.endpoints();
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(
                "--sqs-endpoint", endpoints.sqs().toString(),
                "--lambda-endpoint", endpoints.lambda().toString(),
                "--sfn-endpoint", endpoints.stepFunctions().toString()));
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new DurableDispatchCommand());
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(new StringWriter(), true));
        int code = cli.execute(all.toArray(String[]::new));
        return new Result(code, out.toString());
    }

    private record Result(int code, String out) {}
}
