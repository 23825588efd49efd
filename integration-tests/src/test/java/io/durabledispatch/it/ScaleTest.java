package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Identity;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A few thousand events through the stack with its state in a data directory, then a restart and resends:
 * the engines' indexes (name table, listing, due work) hold at this size and are rebuilt from disk, so every
 * message still ends exactly once. Counts only; how fast is measured in benchmarks/, never asserted here.
 */
class ScaleTest extends BackendTest {
    private static final int DISTINCT = Integer.getInteger("it.scale.distinct", 1_600);
    private static final String[] TENANTS = {"acme", "globex", "initech"};

    @Test
    void thousandsOfEvents_andResendsAfterARestart_endAsOneExecutionPerRequest() {
        open(Tuning.fast().withPollers(6, 10).withDataDirectory());
        var factory = new EventFactory(16L);
        List<Event> distinct = distinctRequests(DISTINCT);
        List<Event> first = new ArrayList<>(distinct);
        for (int i = 0; i < DISTINCT / 4; i++) first.add(pick(factory, distinct));
        Collections.shuffle(first, factory.random());
        var ledger = ledger("scale");
        producer(ledger)
                .send(stack().queues().main(), first.stream().map(Event::body).toList());
        ledger.settle(Duration.ofMinutes(10)).assertBalanced();

        controls("restarts the stack from its data directory").restart();
        List<Event> resent = new ArrayList<>();
        for (int i = 0; i < DISTINCT / 10; i++) resent.add(pick(factory, distinct));
        producer(ledger)
                .send(stack().queues().main(), resent.stream().map(Event::body).toList());
        var report = ledger.settle(Duration.ofMinutes(10)).print("").assertBalanced();

        Set<Identity> identities =
                new HashSet<>(distinct.stream().map(Event::identity).toList());
        assertThat(identities).hasSize(DISTINCT);
        assertThat(report.sent()).hasSize(first.size() + resent.size());
        assertThat(report.executions()).hasSize(DISTINCT);
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.parked()).isEmpty();
        assertThat(report.deadLettered()).isEmpty();
        assertThat(report.collapsed()).isEqualTo(first.size() + resent.size() - DISTINCT);
    }

    private static List<Event> distinctRequests(int count) {
        var factory = new EventFactory(61L);
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String tenant = TENANTS[i % TENANTS.length];
            events.add(
                    switch (i % 3) {
                        case 0 -> factory.order(tenant, "S-" + i, "C-" + i % 40, BigDecimal.valueOf(2000 + i, 2));
                        case 1 -> factory.points(tenant, "SM-" + i, "signup", 10 + i % 50);
                        default -> factory.product(tenant, "SSKU-" + i, BigDecimal.valueOf(700 + i, 2));
                    });
        }
        return events;
    }

    private static Event pick(EventFactory factory, List<Event> from) {
        return from.get(factory.random().nextInt(from.size()));
    }
}
