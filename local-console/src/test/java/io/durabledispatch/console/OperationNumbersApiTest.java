package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The dispatcher page's numbers per operation: operations only, duplicates derived from ACCEPTED, per tenant. */
class OperationNumbersApiTest {
    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void acceptedBeyondTheNewExecutions_countAsDuplicates_andRejectedRecordsCountUnderTheirRoutesOperation() {
        // Two orders started since the console began (minute 10 = its start), one before it (not counted).
        fixture.waitingOrder("acme", "A-1", 10);
        fixture.waitingOrder("globex", "A-2", 11);
        fixture.waitingOrder("acme", "A-0", 1);
        record("m1", Outcome.ACCEPTED, "order-placed", "order", "acme");
        record("m2", Outcome.ACCEPTED, "order-placed", "order", "acme");
        record("m3", Outcome.ACCEPTED, "order-placed", "order", "globex");
        record("m4", Outcome.DUPLICATE, "order-placed", "order", "acme");
        record("m5", Outcome.CONFLICT, "order-placed", "order", "acme");
        record("m6", Outcome.INVALID, "order-placed", null, null); // e.g. MISSING_KEY: the route, no operation yet
        record("m7", Outcome.INVALID, null, null, null); // NO_ROUTE
        record("m8", Outcome.RETRYABLE, "order-placed", "order", "acme");

        JsonNode rows = fixture.http.get("/api/operations").body();

        assertThat(rows).extracting(row -> row.get("operation").asText()).containsExactly("order", "(unrouted)");
        assertThat(numbers(rows.get(0))).isEqualTo("deliveries=7 new=2 duplicates=2 conflicts=1 invalid=1 retried=1");
        assertThat(numbers(rows.get(1))).isEqualTo("deliveries=1 new=0 duplicates=0 conflicts=0 invalid=1 retried=0");
        assertThat(fixture.http
                        .get("/api/activity")
                        .body()
                        .at("/totals/INVALID/order")
                        .asLong())
                .isEqualTo(1);
    }

    @Test
    void aTenantFilter_countsOnlyThatTenantsRecordsAndExecutions_caseInsensitively() {
        fixture.waitingOrder("acme", "A-1", 10);
        fixture.waitingOrder("globex", "A-2", 11);
        record("m1", Outcome.ACCEPTED, "order-placed", "order", "acme");
        record("m2", Outcome.ACCEPTED, "order-placed", "order", "acme");
        record("m3", Outcome.ACCEPTED, "order-placed", "order", "globex");

        JsonNode acme = fixture.http.get("/api/operations?tenant=ACME").body();
        JsonNode activity = fixture.http.get("/api/activity?tenant=acme").body();

        assertThat(acme).hasSize(1);
        assertThat(numbers(acme.get(0))).isEqualTo("deliveries=2 new=1 duplicates=1 conflicts=0 invalid=0 retried=0");
        assertThat(activity.get("tenant").asText()).isEqualTo("acme");
        assertThat(activity.at("/totals/ACCEPTED/order").asLong()).isEqualTo(2);
        assertThat(activity.get("latest"))
                .extracting(row -> row.get("tenant").asText())
                .containsOnly("acme");
        assertThat(fixture.http.get("/api/operations?tenant=initech").body()).isEmpty();
    }

    private void record(String messageId, Outcome outcome, String route, String operation, String tenant) {
        fixture.activity.accept(new RecordOutcome(
                        messageId,
                        outcome,
                        Optional.ofNullable(route),
                        Optional.ofNullable(operation),
                        Optional.of("name-" + messageId),
                        Optional.empty(),
                        Optional.empty(),
                        0,
                        Optional.empty(),
                        Optional.ofNullable(tenant))
                .line());
    }

    private static String numbers(JsonNode row) {
        return "deliveries=" + row.get("deliveries") + " new=" + row.get("newExecutions") + " duplicates="
                + row.get("duplicates") + " conflicts=" + row.get("conflicts") + " invalid=" + row.get("invalid")
                + " retried=" + row.get("retried");
    }
}
