package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Identity;
import io.durabledispatch.it.support.Ledger;
import io.durabledispatch.it.support.Producer;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Scenario 1: at-least-once delivery, producer resends and colliding business ids across tenants. */
class DuplicateDeliveryTest extends BackendTest {
    private static final String[] TENANTS = {"acme", "globex", "initech", "umbrella"};
    private static final int EVENTS = Integer.getInteger("it.events", 1000);

    @Test
    void duplicatesAndResends_collapse_toOneExecutionPerTenantOperationAndKey() {
        open(Tuning.fast().withPollers(6, 10));
        var factory = new EventFactory(11L);
        List<Event> distinct = distinctRequests(factory, EVENTS * 60 / 100);
        List<Event> all = new ArrayList<>(distinct);
        for (int i = 0; i < EVENTS * 30 / 100; i++) all.add(pick(factory, distinct)); // exact copies
        for (int i = 0; i < EVENTS * 10 / 100; i++) all.add(factory.resend(pick(factory, distinct)));
        Collections.shuffle(all, factory.random());
        var ledger = new Ledger("duplicates", backend::stack);

        new Producer(backend.stack().sqs(), ledger)
                .send(
                        backend.stack().queues().main(),
                        all.stream().map(Event::body).toList());
        var report = ledger.settle(Duration.ofMinutes(3)).print("").assertBalanced();

        Set<Identity> identities =
                new HashSet<>(distinct.stream().map(Event::identity).toList());
        assertThat(report.sent()).hasSize(all.size());
        assertThat(report.executions()).hasSize(identities.size());
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.parked()).isEmpty();
        assertThat(report.deadLettered()).isEmpty();
        assertThat(report.collapsed()).isEqualTo(all.size() - identities.size());
    }

    /** The same business ids in every tenant: only the tenant tells these requests apart. */
    private static List<Event> distinctRequests(EventFactory factory, int count) {
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String tenant = TENANTS[i % TENANTS.length];
            int id = i / TENANTS.length;
            events.add(
                    switch (id % 3) {
                        case 0 ->
                            factory.order(tenant, "A-" + (1000 + id), "C-" + id % 50, BigDecimal.valueOf(1000 + id, 2));
                        case 1 -> factory.points(tenant, "M-" + id, "signup", 10 + id % 90);
                        default -> factory.product(tenant, "SKU-" + id, BigDecimal.valueOf(500 + id, 2));
                    });
        }
        return events;
    }

    private static Event pick(EventFactory factory, List<Event> from) {
        return from.get(factory.random().nextInt(from.size()));
    }
}
