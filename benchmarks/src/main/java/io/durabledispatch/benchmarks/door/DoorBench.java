package io.durabledispatch.benchmarks.door;

import static io.durabledispatch.settings.SettingsTable.MAX_CONCURRENCY;
import static io.durabledispatch.settings.SettingsTable.ROUTES;

import io.durabledispatch.benchmarks.DispatcherEnvironment;
import io.durabledispatch.benchmarks.OrderEvents;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What the door studies share: the route document every door reads and order bodies never sent before. */
final class DoorBench {
    private static final String ROUTE_DOCUMENT = "classpath:routes/http-door-bench.json";

    private long nextOrderNo;

    /** @param firstOrderNo where this study's order numbers start, apart from the other studies' */
    DoorBench(long firstOrderNo) {
        this.nextOrderNo = firstOrderNo;
    }

    /** {@code count} orders of about {@code bytes} each, every one a new business request. */
    List<String> orders(int count, int bytes) {
        List<String> bodies = new ArrayList<>(count);
        for (int i = 0; i < count; i++) bodies.add(OrderEvents.ofSize(bytes, "acme", nextOrderNo++));
        return bodies;
    }

    /** The environment a container gives any door: the shared route document, the emulator's endpoint. */
    static Map<String, String> environment(DoorEngine engine, int concurrency) {
        Map<String, String> env = DispatcherEnvironment.lambdaOnly(engine.endpoint(), concurrency);
        env.put(ROUTES.variable(), ROUTE_DOCUMENT);
        env.put(MAX_CONCURRENCY.variable(), Integer.toString(concurrency));
        return env;
    }
}
