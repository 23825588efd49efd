package io.durabledispatch.demo;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.events.EventBridgeEmulator;
import io.durabledispatch.kinesalite.KinesaliteStreams;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.eventbridge.EventBridgeClient;
import software.amazon.awssdk.services.kinesis.KinesisClient;

/**
 * The real SDK clients of the built-in stack's bus and stream, named by the app's outputs {@value #BUS_OUTPUT} and
 * {@value #STREAM_OUTPUT}. Closing closes both.
 */
public record EventDoorClients(EventBridgeClient events, String bus, KinesisClient kinesis, String stream)
        implements AutoCloseable {
    public static final String BUS_OUTPUT = "EventBusName";
    public static final String STREAM_OUTPUT = "StreamName";

    /** Both clients, when the stack runs the bus and the stream (kinesalite needs Node.js). */
    public static Optional<EventDoorClients> of(BuiltInStack system) {
        Optional<EventBridgeEmulator> bus = system.app().eventBus();
        var kinesalite = system.app().kinesisEndpoint();
        String busName = system.outputs().get(BUS_OUTPUT);
        String streamName = system.outputs().get(STREAM_OUTPUT);
        if (bus.isEmpty() || kinesalite.isEmpty() || busName == null || streamName == null) return Optional.empty();
        String region = system.settings().region();
        EventBridgeClient events = EventBridgeClient.builder()
                .endpointOverride(bus.get().endpoint())
                .region(Region.of(region))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(AwsClients.LOCAL_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
        return Optional.of(
                new EventDoorClients(events, busName, KinesaliteStreams.client(kinesalite.get(), region), streamName));
    }

    @Override
    public void close() {
        events.close();
        kinesis.close();
    }
}
