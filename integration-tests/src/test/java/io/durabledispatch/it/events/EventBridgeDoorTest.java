package io.durabledispatch.it.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.it.backend.Backends;
import io.durabledispatch.it.backend.Queues;
import io.durabledispatch.it.backend.Stack;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.it.support.Event;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.it.support.Ledger;
import io.durabledispatch.it.support.Producer;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.routes.document.RouteDocuments;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.eventbridge.EventBridgeClient;
import software.amazon.awssdk.services.eventbridge.model.PutEventsRequestEntry;
import software.amazon.awssdk.services.eventbridge.model.PutEventsResultEntry;

/**
 * The EventBridge door end to end on the embedded stack: PutEvents through the real client, a template rule, the
 * dispatch queue, the dispatcher, the workflows. Producer retries (same detail, new id and time) and the same
 * request sent plainly to the queue collapse; another amount under a key is parked as a conflict; an event without
 * a key, and one no route takes, are parked as INVALID. Every event is accounted for once.
 */
class EventBridgeDoorTest {
    private static final String[] TENANTS = {"acme", "globex", "initech"};
    private static final LambdaLogger SILENT = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    @TempDir
    Path folder;

    private BuiltInStack system;
    private Stack stack;
    private EventBridgeClient events;
    private Ledger ledger;

    @BeforeEach
    void boot() throws IOException {
        assumeTrue(Backends.selected().equals("embedded"), "the rule is added to the embedded stack's template");
        system = BuiltInStack.start(LocalSettings.defaults(), SILENT, EventBridgeApp.materialize(folder));
        var clients = system.clients();
        var urls = system.queues();
        stack = new Stack(
                clients.sqs(),
                clients.lambda(),
                clients.stepFunctions(),
                new Queues(urls.main(), urls.deadLetter(), Optional.empty(), Optional.empty(), urls.parking()),
                RouteDocuments.load(system.routeDocument()));
        events = EventBridgeClient.builder()
                .endpointOverride(system.app().eventBus().orElseThrow().endpoint())
                .region(Region.of(system.settings().region()))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(AwsClients.LOCAL_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
        ledger = new Ledger("eventbridge", () -> stack);
    }

    @AfterEach
    void close() {
        if (events != null) events.close();
        if (system != null) system.close();
    }

    @Test
    void retriesAndPlainResends_collapse_conflictsAndPoisonAreParked_nothingIsLost() {
        var factory = new EventFactory(23L);
        List<Event> orders = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            orders.add(factory.order(TENANTS[i % 3], "E-" + (2000 + i / 3), "C-" + i, BigDecimal.valueOf(2500 + i, 2)));
        }
        List<PutEventsRequestEntry> first = new ArrayList<>();
        orders.forEach(order -> first.add(entry(EventBridgeApp.DETAIL_TYPE, order.body())));
        orders.subList(0, 6).forEach(order -> first.add(entry(EventBridgeApp.DETAIL_TYPE, order.body())));
        put(first);
        new Producer(stack.sqs(), ledger)
                .send(
                        stack.queues().main(),
                        orders.subList(6, 9).stream().map(Event::body).toList());
        Await.until(
                "the first events started",
                Duration.ofMinutes(2),
                () -> ledger.executions().size() == 12);

        List<PutEventsRequestEntry> second = new ArrayList<>();
        orders.subList(0, 2)
                .forEach(order -> second.add(entry(
                        EventBridgeApp.DETAIL_TYPE,
                        order.body().replace("\"currency\":\"EUR\"", "\"currency\":\"USD\""))));
        second.add(entry(EventBridgeApp.DETAIL_TYPE, "{\"tenant_id\":\"acme\",\"amount\":{\"value\":1}}"));
        second.add(entry("OrderCancelled", orders.get(0).body()));
        put(second);
        var report = ledger.settle(Duration.ofMinutes(3)).print("").assertBalanced();

        assertThat(report.sent()).hasSize(18 + 3 + 4);
        assertThat(report.executions()).hasSize(12);
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.collapsed()).isEqualTo(6 + 3);
        assertThat(report.parkedByReason())
                .containsOnly(
                        org.assertj.core.data.MapEntry.entry("CONFLICT INPUT_CONFLICT", 2L),
                        org.assertj.core.data.MapEntry.entry("INVALID MISSING_KEY", 1L),
                        org.assertj.core.data.MapEntry.entry("INVALID NO_ROUTE", 1L));
        assertThat(report.deadLettered()).isEmpty();
    }

    private static PutEventsRequestEntry entry(String detailType, String detail) {
        return PutEventsRequestEntry.builder()
                .source(EventBridgeApp.SOURCE)
                .detailType(detailType)
                .detail(detail)
                .build();
    }

    /** In calls of at most ten entries; each accepted event is recorded by the id PutEvents answered. */
    private void put(List<PutEventsRequestEntry> entries) {
        for (int from = 0; from < entries.size(); from += 10) {
            List<PutEventsRequestEntry> call = entries.subList(from, Math.min(entries.size(), from + 10));
            List<PutEventsResultEntry> results =
                    events.putEvents(request -> request.entries(call)).entries();
            for (int i = 0; i < call.size(); i++) {
                assertThat(results.get(i).errorCode()).as("entry %d", from + i).isNull();
                ledger.record(results.get(i).eventId(), envelope(results.get(i).eventId(), call.get(i)));
            }
        }
    }

    /** What the queue gets, up to the time: the ledger plans it to find its execution, and time is never a key. */
    private static String envelope(String id, PutEventsRequestEntry entry) {
        return "{\"version\":\"0\",\"id\":\"" + id + "\",\"detail-type\":\"" + entry.detailType() + "\",\"source\":\""
                + entry.source() + "\",\"account\":\"000000000000\",\"time\":\"1970-01-01T00:00:00Z\","
                + "\"region\":\"us-east-1\",\"resources\":[],\"detail\":" + entry.detail() + "}";
    }
}
