package io.durabledispatch.kinesalite;

import java.net.URI;
import java.time.Duration;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkSystemSetting;
import software.amazon.awssdk.core.retry.backoff.FixedDelayBackoffStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.kinesis.model.ResourceInUseException;
import software.amazon.awssdk.services.kinesis.waiters.KinesisWaiter;

/** Creates streams on a local Kinesis-protocol server, as a template declares them. */
public final class KinesaliteStreams {
    private KinesaliteStreams() {}

    /**
     * A client for a server on 127.0.0.1: endpoint override, the local region, dummy credentials, JSON. The SDK
     * speaks CBOR to Kinesis unless told otherwise, and kinesalite answers GetRecords over CBOR with the record
     * data in a shape the SDK cannot read; the switch is JVM-wide, which only ever holds local clients here.
     */
    public static KinesisClient client(URI endpoint, String region) {
        System.setProperty(SdkSystemSetting.CBOR_ENABLED.property(), "false");
        return KinesisClient.builder()
                .endpointOverride(endpoint)
                .region(Region.of(region))
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    /** Creates stream {@code name} with {@code shards} shards; a stream that exists already is kept as it is. */
    public static void create(KinesisClient kinesis, String name, int shards) {
        try {
            kinesis.createStream(request -> request.streamName(name).shardCount(shards));
        } catch (ResourceInUseException exists) {
            return;
        }
        // The SDK's default waiter polls every 10 s; kinesalite turns a stream ACTIVE within milliseconds.
        try (KinesisWaiter waiter = KinesisWaiter.builder()
                .client(kinesis)
                .overrideConfiguration(
                        config -> config.backoffStrategy(FixedDelayBackoffStrategy.create(Duration.ofMillis(20)))
                                .maxAttempts(500))
                .build()) {
            waiter.waitUntilStreamExists(request -> request.streamName(name));
        }
    }
}
