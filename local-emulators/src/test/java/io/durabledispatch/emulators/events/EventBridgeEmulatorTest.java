package io.durabledispatch.emulators.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.Json;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.eventbridge.EventBridgeClient;
import software.amazon.awssdk.services.eventbridge.model.EventBridgeException;
import software.amazon.awssdk.services.eventbridge.model.PutEventsRequestEntry;
import software.amazon.awssdk.services.eventbridge.model.PutEventsResponse;
import software.amazon.awssdk.services.eventbridge.model.PutEventsResultEntry;

/** The local bus through the real EventBridgeClient: envelopes, per-entry errors, limits, rule matching. */
class EventBridgeEmulatorTest {
    private static final String QUEUE = "arn:aws:sqs:us-east-1:000000000000:dispatch-main";
    private static final String OTHER_QUEUE = "arn:aws:sqs:us-east-1:000000000000:shop-audit";
    private static final Instant NOW = Instant.parse("2026-12-02T04:30:00.750Z");

    private final InMemoryEventTargets targets = new InMemoryEventTargets();
    private EventBridgeEmulator bus;
    private EventBridgeClient client;

    @BeforeEach
    void start() {
        bus = new EventBridgeEmulator(EmulatorSettings.defaults().withClock(Clock.fixed(NOW, ZoneOffset.UTC)), targets)
                .start();
        bus.createEventBus("shop")
                .addRule(new EventRule(
                        "order-event",
                        "default",
                        "{\"source\":[\"shop.orders\"],\"detail-type\":[\"OrderPlaced\"]}",
                        List.of(QUEUE)))
                .addRule(new EventRule(
                        "audit",
                        "shop",
                        "{\"detail\":{\"amount\":[{\"numeric\":[\">\",100]}]}}",
                        List.of(OTHER_QUEUE)));
        client = EventBridgeClient.builder()
                .endpointOverride(bus.endpoint())
                .region(Region.of(LocalAccount.REGION))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(AwsClients.LOCAL_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    @AfterEach
    void stop() {
        client.close();
        bus.close();
    }

    private static PutEventsRequestEntry entry(String source, String detailType, String detail) {
        return PutEventsRequestEntry.builder()
                .source(source)
                .detailType(detailType)
                .detail(detail)
                .build();
    }

    private PutEventsResponse put(PutEventsRequestEntry... entries) {
        return client.putEvents(request -> request.entries(entries));
    }

    @Test
    void putEvents_deliversAMatchingEvent_inTheEnvelope_withANewIdAndTheTimeOfTheCall() throws Exception {
        PutEventsResponse response = put(entry("shop.orders", "OrderPlaced", "{\"order_no\":\"A-1\"}"));

        assertThat(response.failedEntryCount()).isZero();
        List<String> delivered = targets.sent(QUEUE);
        assertThat(delivered).hasSize(1);
        JsonNode event = Json.MAPPER.readTree(delivered.get(0));
        assertThat(event.path("id").asText())
                .isEqualTo(response.entries().get(0).eventId())
                .hasSize(36);
        assertThat(event.path("version").asText()).isEqualTo("0");
        assertThat(event.path("source").asText()).isEqualTo("shop.orders");
        assertThat(event.path("detail-type").asText()).isEqualTo("OrderPlaced");
        assertThat(event.path("account").asText()).isEqualTo(LocalAccount.ID);
        assertThat(event.path("region").asText()).isEqualTo(LocalAccount.REGION);
        assertThat(event.path("time").asText()).isEqualTo("2026-12-02T04:30:00Z");
        assertThat(event.path("resources").isArray()).isTrue();
        assertThat(event.path("detail").toString()).isEqualTo("{\"order_no\":\"A-1\"}");
    }

    @Test
    void putEvents_givesEveryEventItsOwnId_evenForTheSameEntry() {
        PutEventsRequestEntry same = entry("shop.orders", "OrderPlaced", "{\"order_no\":\"A-1\"}");

        List<String> ids = put(same, same).entries().stream()
                .map(PutEventsResultEntry::eventId)
                .toList();

        assertThat(ids).doesNotHaveDuplicates().hasSize(2);
        assertThat(targets.sent(QUEUE)).hasSize(2);
    }

    @Test
    void putEvents_deliversNothing_forAnEventNoRuleMatches() {
        PutEventsResponse response = put(
                entry("shop.orders", "OrderShipped", "{\"order_no\":\"A-1\"}"),
                entry("shop.billing", "OrderPlaced", "{}"));

        assertThat(response.failedEntryCount()).isZero();
        assertThat(targets.sent(QUEUE)).isEmpty();
    }

    @Test
    void putEvents_matchesOnlyTheRulesOfTheEntrysBus_withEventRulersPatterns() {
        PutEventsRequestEntry big = entry("shop.orders", "OrderPlaced", "{\"amount\":250}").toBuilder()
                .eventBusName("arn:aws:events:us-east-1:000000000000:event-bus/shop")
                .build();
        PutEventsRequestEntry small = big.toBuilder().detail("{\"amount\":99}").build();

        put(big, small);

        assertThat(targets.sent(OTHER_QUEUE)).hasSize(1).allMatch(event -> event.contains("250"));
        assertThat(targets.sent(QUEUE)).isEmpty();
    }

    @Test
    void putEvents_answersEachBadEntry_withItsErrorCode_andStillPublishesTheGoodOnes() {
        PutEventsResponse response = put(
                entry("shop.orders", "OrderPlaced", "{\"order_no\":\"A-1\"}"),
                entry("shop.orders", "OrderPlaced", "[1,2]"),
                PutEventsRequestEntry.builder()
                        .detailType("OrderPlaced")
                        .detail("{}")
                        .build(),
                entry("shop.orders", "OrderPlaced", "{}").toBuilder()
                        .eventBusName("nope")
                        .build());

        assertThat(response.failedEntryCount()).isEqualTo(3);
        List<PutEventsResultEntry> entries = response.entries();
        assertThat(entries.get(0).eventId()).isNotBlank();
        assertThat(entries.get(1).errorCode()).isEqualTo("MalformedDetail");
        assertThat(entries.get(2).errorCode()).isEqualTo("InvalidArgument");
        assertThat(entries.get(2).errorMessage()).contains("Source is a required argument");
        assertThat(entries.get(3).errorCode()).isEqualTo("ResourceNotFoundException");
        assertThat(targets.sent(QUEUE)).hasSize(1);
    }

    @Test
    void putEvents_refusesMoreThanTenEntries_andMoreThan256KB_asAWhole() {
        PutEventsRequestEntry one = entry("shop.orders", "OrderPlaced", "{}");
        String large = "{\"blob\":\"" + "x".repeat(130 * 1024) + "\"}";

        assertThatThrownBy(() -> put(Collections.nCopies(11, one).toArray(PutEventsRequestEntry[]::new)))
                .isInstanceOfSatisfying(
                        EventBridgeException.class,
                        e -> assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException"));
        assertThatThrownBy(() ->
                        put(entry("shop.orders", "OrderPlaced", large), entry("shop.orders", "OrderPlaced", large)))
                .isInstanceOfSatisfying(
                        EventBridgeException.class,
                        e -> assertThat(e.getMessage())
                                .contains("Total size of the entries in the request is over the limit"));
        assertThat(targets.sent(QUEUE)).isEmpty();
    }

    @Test
    void listRules_showsTheRulesOfOneBus() {
        var rules = client.listRules(request -> request.eventBusName("shop")).rules();

        assertThat(rules).singleElement().satisfies(rule -> {
            assertThat(rule.name()).isEqualTo("audit");
            assertThat(rule.arn()).isEqualTo("arn:aws:events:us-east-1:000000000000:rule/shop/audit");
        });
    }

    @Test
    void addRule_refusesAPatternEventRulerCannotRead() {
        assertThatThrownBy(() -> bus.addRule(new EventRule("bad", "default", "{\"source\":\"x\"}", List.of(QUEUE))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("rule bad: invalid event pattern");
    }
}
