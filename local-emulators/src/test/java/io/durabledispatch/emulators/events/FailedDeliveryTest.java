package io.durabledispatch.emulators.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.http.EmulatorSettings;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.eventbridge.EventBridgeClient;
import software.amazon.awssdk.services.eventbridge.model.PutEventsResponse;

/** A target that refuses an event: the entry still succeeds, the bus counts it, the other targets still get it. */
class FailedDeliveryTest {
    private static final String GONE = "arn:aws:sqs:us-east-1:000000000000:deleted";
    private static final String KEPT = "arn:aws:sqs:us-east-1:000000000000:kept";

    @Test
    void aRefusedSend_isCountedAndNotRetried_andTheEntryStillHasItsEventId() {
        InMemoryEventTargets kept = new InMemoryEventTargets();
        EventTargets targets = (arn, event) -> {
            if (arn.equals(GONE)) throw new IllegalStateException("no such queue");
            kept.send(arn, event);
        };
        try (EventBridgeEmulator bus = new EventBridgeEmulator(EmulatorSettings.defaults(), targets);
                EventBridgeClient client = client(bus.start())) {
            bus.addRule(new EventRule("orders", "default", "{\"source\":[\"shop.orders\"]}", List.of(GONE, KEPT)));

            PutEventsResponse answer = client.putEvents(request -> request.entries(entry ->
                    entry.source("shop.orders").detailType("OrderPlaced").detail("{}")));

            assertThat(answer.failedEntryCount()).isZero();
            assertThat(answer.entries().get(0).eventId()).isNotBlank();
            assertThat(bus.failedInvocations()).isEqualTo(1);
            assertThat(kept.sent(KEPT)).hasSize(1);
        }
    }

    private static EventBridgeClient client(EventBridgeEmulator bus) {
        return EventBridgeClient.builder()
                .endpointOverride(bus.endpoint())
                .region(Region.of(LocalAccount.REGION))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(AwsClients.LOCAL_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }
}
