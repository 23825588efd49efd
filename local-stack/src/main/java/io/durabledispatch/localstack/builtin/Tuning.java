package io.durabledispatch.localstack.builtin;

import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.sqs.QueueSpec;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.MappingSpec;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Values of the synthesized template overridden for one run, as infra's CDK context keys would set them at synth
 * ({@code batchSize}, {@code batchingWindowSeconds}, {@code maxConcurrency}, {@code dispatcherTimeoutSeconds}):
 * each mapping's batch size, window and concurrency, the timeout of the function it feeds, and the visibility
 * timeout of the queue it reads. Lambda's rules still apply when the stack starts (a function timeout above the
 * queue's visibility timeout is refused). Empty: the template's value; a function timeout without a visibility
 * timeout moves the queue's to six timeouts plus the batching window, as infra derives it.
 */
public record Tuning(
        Optional<Integer> batchSize,
        Optional<Duration> batchingWindow,
        Optional<Integer> maxConcurrency,
        Optional<Duration> functionTimeout,
        Optional<Duration> visibilityTimeout) {
    public static final Tuning NONE =
            new Tuning(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    /** The mapping's batch size, batching window and maximum concurrency. */
    public Tuning withMapping(int size, Duration window, int concurrency) {
        return new Tuning(
                Optional.of(size), Optional.of(window), Optional.of(concurrency), functionTimeout, visibilityTimeout);
    }

    /** The mapped function's timeout and its queue's visibility timeout. */
    public Tuning withTimeouts(Duration function, Duration visibility) {
        return new Tuning(batchSize, batchingWindow, maxConcurrency, Optional.of(function), Optional.of(visibility));
    }

    LocalTopology applyTo(LocalTopology topology) {
        List<MappingSpec> mappings =
                topology.mappings().stream().map(this::mapping).toList();
        Map<String, Duration> windowByQueue = new HashMap<>();
        mappings.forEach(m -> windowByQueue.put(m.queue(), m.batchingWindow()));
        Set<String> mappedFunctions =
                Set.copyOf(mappings.stream().map(MappingSpec::function).toList());
        return new LocalTopology(
                topology.functions().stream()
                        .map(f -> mappedFunctions.contains(f.name()) ? timed(f) : f)
                        .toList(),
                topology.queues().stream()
                        .map(q -> windowByQueue.containsKey(q.name()) ? visible(q, windowByQueue.get(q.name())) : q)
                        .toList(),
                mappings,
                topology.stateMachines(),
                topology.tables(),
                topology.outputs(),
                topology.outputPaths(),
                topology.notProvided(),
                topology.httpApis(),
                topology.kinesis(),
                topology.events());
    }

    private FunctionSpec timed(FunctionSpec f) {
        return new FunctionSpec(
                f.logicalId(),
                f.source(),
                f.name(),
                f.handler(),
                f.code(),
                f.environment(),
                functionTimeout.orElse(f.timeout()),
                f.memoryMb(),
                f.durable(),
                f.aliases());
    }

    private QueueSpec visible(QueueSpec q, Duration window) {
        Duration visibility = visibilityTimeout
                .or(() -> functionTimeout.map(timeout -> QueueSettings.visibilityFor(timeout, window)))
                .orElse(q.visibilityTimeout());
        return new QueueSpec(
                q.logicalId(),
                q.name(),
                q.fifo(),
                q.contentBasedDeduplication(),
                visibility,
                q.retention(),
                q.delay(),
                q.redrive());
    }

    private MappingSpec mapping(MappingSpec m) {
        return new MappingSpec(
                m.logicalId(),
                m.queue(),
                m.function(),
                m.qualifier(),
                batchSize.orElse(m.batchSize()),
                batchingWindow.orElse(m.batchingWindow()),
                maxConcurrency.orElse(m.maxConcurrency()),
                m.reportBatchItemFailures(),
                m.enabled());
    }
}
