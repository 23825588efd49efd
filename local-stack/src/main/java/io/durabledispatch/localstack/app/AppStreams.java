package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.emulators.kinesis.FailureDestination;
import io.durabledispatch.emulators.kinesis.KinesisEventSourceMapping;
import io.durabledispatch.emulators.kinesis.KinesisStreamReader;
import io.durabledispatch.emulators.kinesis.SqsFailureDestination;
import io.durabledispatch.emulators.kinesis.StartingPosition;
import io.durabledispatch.emulators.kinesis.StreamMappingSettings;
import io.durabledispatch.emulators.kinesis.StreamMappingSource;
import io.durabledispatch.kinesalite.KinesaliteRequirement;
import io.durabledispatch.kinesalite.KinesaliteServer;
import io.durabledispatch.kinesalite.KinesaliteStreams;
import io.durabledispatch.localstack.function.HostedFunction;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.KinesisMappingSpec;
import io.durabledispatch.localstack.template.KinesisStreamSpec;
import io.durabledispatch.localstack.template.KinesisTopology;
import io.durabledispatch.localstack.template.LocalAccount;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The template's Kinesis streams on kinesalite (started only when there is a stream, in memory) and one
 * {@link KinesisEventSourceMapping} per mapping reading them. Without Node.js the streams and their mappings are
 * named as not provided.
 */
final class AppStreams implements AutoCloseable {
    private final Optional<KinesaliteServer> server;
    private final Optional<KinesisClient> kinesis;
    private final List<KinesisEventSourceMapping> mappings = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private AppStreams(Optional<KinesaliteServer> server, Optional<KinesisClient> kinesis) {
        this.server = server;
        this.kinesis = kinesis;
    }

    /** No streams: nothing started. */
    static AppStreams none() {
        return new AppStreams(Optional.empty(), Optional.empty());
    }

    /** Starts kinesalite and creates the streams; the mappings start with {@link #startMappings}. */
    static AppStreams start(KinesisTopology topology, String region) {
        if (topology.streams().isEmpty()) return none();
        NodeProject.Lookup lookup = KinesaliteRequirement.lookup();
        if (lookup.project().isEmpty()) {
            AppStreams none = none();
            none.notes.add("not provided locally: AWS::Kinesis::Stream "
                    + topology.streams().stream()
                            .map(KinesisStreamSpec::logicalId)
                            .toList()
                    + " and their event source mappings (kinesalite needs " + lookup.missing() + ")");
            return none;
        }
        KinesaliteServer server = KinesaliteServer.start(lookup.project().get());
        KinesisClient client = KinesaliteStreams.client(server.endpoint(), region);
        try {
            topology.streams().forEach(stream -> KinesaliteStreams.create(client, stream.name(), stream.shardCount()));
            return new AppStreams(Optional.of(server), Optional.of(client));
        } catch (RuntimeException failed) {
            client.close();
            server.close();
            throw failed;
        }
    }

    /** One mapping per enabled Kinesis mapping, invoking the hosted function. */
    void startMappings(
            KinesisTopology topology,
            Map<String, HostedFunction> functions,
            Map<String, FunctionSpec> specs,
            LocalAccount account,
            SqsClient sqs,
            LambdaLogger log) {
        if (kinesis.isEmpty()) return;
        for (KinesisMappingSpec mapping : topology.mappings()) {
            if (!mapping.enabled()) continue;
            FunctionSpec function = specs.get(mapping.function());
            var reader = new KinesisStreamReader(kinesis.get(), mapping.stream(), account.streamArn(mapping.stream()));
            var source = new StreamMappingSource(
                    account.region(), function.name(), function.timeout().toMillis(), function.memoryMb());
            FailureDestination destination = mapping.onFailureQueue()
                    .<FailureDestination>map(queue -> new SqsFailureDestination(sqs, account.queueUrl(queue)))
                    .orElse(FailureDestination.NONE);
            var invoker = new KinesisInvoker(functions.get(mapping.function()), function.timeout());
            mappings.add(new KinesisEventSourceMapping(
                            reader, source, settings(mapping), invoker, destination, log, Clock.systemUTC())
                    .start());
        }
    }

    /** kinesalite's endpoint, when the template has streams and Node.js is there. */
    Optional<URI> endpoint() {
        return server.map(KinesaliteServer::endpoint);
    }

    List<KinesisEventSourceMapping> mappings() {
        return List.copyOf(mappings);
    }

    List<String> notes() {
        return List.copyOf(notes);
    }

    @Override
    public void close() {
        mappings.forEach(KinesisEventSourceMapping::close);
        kinesis.ifPresent(KinesisClient::close);
        server.ifPresent(KinesaliteServer::close);
    }

    private static StreamMappingSettings settings(KinesisMappingSpec mapping) {
        return new StreamMappingSettings(
                mapping.batchSize(),
                StartingPosition.valueOf(mapping.startingPosition()),
                mapping.bisectOnError(),
                mapping.maxRetryAttempts(),
                mapping.maxRecordAgeSeconds() < 0
                        ? Optional.empty()
                        : Optional.of(Duration.ofSeconds(mapping.maxRecordAgeSeconds())),
                mapping.reportBatchItemFailures());
    }
}
