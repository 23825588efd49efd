package io.durabledispatch.construct;

import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.sns.ITopic;
import software.amazon.awscdk.services.sqs.IQueue;

/**
 * What a {@link DurableDispatch} deploys. Only {@code routes} is required; every other prop has a default
 * (see the builder's methods and the README's props table).
 */
public final class DurableDispatchProps {
    /** {@link Builder#maxReceiveCount} not set: derive it from the queue's retention. */
    static final int DERIVED_RECEIVE_COUNT = 0;

    private final Builder values;

    private DurableDispatchProps(Builder values) {
        this.values = values.copy();
    }

    public static Builder builder() {
        return new Builder();
    }

    public List<DispatchRoute> routes() {
        return values.routes;
    }

    public Optional<IQueue> queue() {
        return Optional.ofNullable(values.queue);
    }

    public Optional<IQueue> deadLetterQueue() {
        return Optional.ofNullable(values.deadLetterQueue);
    }

    public boolean fifo() {
        return values.queue != null ? values.queue.getFifo() : values.fifo;
    }

    public Duration queueRetention() {
        return values.queueRetention;
    }

    public Duration deadLetterRetention() {
        return values.deadLetterRetention;
    }

    public int maxReceiveCount() {
        return values.maxReceiveCount;
    }

    public Duration lateResend() {
        return values.lateResend;
    }

    public Duration dispatcherTimeout() {
        return values.dispatcherTimeout;
    }

    public int dispatcherMemorySize() {
        return values.dispatcherMemorySize;
    }

    public Architecture architecture() {
        return values.architecture;
    }

    public boolean snapStart() {
        return values.snapStart;
    }

    public Optional<Code> dispatcherCode() {
        return Optional.ofNullable(values.dispatcherCode);
    }

    public int batchSize() {
        return values.batchSize;
    }

    /** Default 1 second on a standard queue, none on FIFO (FIFO mappings have no batching window). */
    public Duration maxBatchingWindow() {
        if (values.maxBatchingWindow != null) return values.maxBatchingWindow;
        return fifo() ? Duration.seconds(0) : Duration.seconds(1);
    }

    public int maxConcurrency() {
        return values.maxConcurrency;
    }

    public int startConcurrency() {
        return values.startConcurrency;
    }

    public Duration nominalStartLatency() {
        return values.nominalStartLatency;
    }

    public double startQuotaErrorFactor() {
        return values.startQuotaErrorFactor;
    }

    public Duration duplicateMemory() {
        return values.duplicateMemory;
    }

    public int duplicateMemoryEntries() {
        return values.duplicateMemoryEntries;
    }

    public boolean duplicateMemorySkipsLambda() {
        return values.duplicateMemorySkipsLambda;
    }

    public boolean metricsTenantDimension() {
        return values.metricsTenantDimension;
    }

    public Optional<ITopic> alarmTopic() {
        return Optional.ofNullable(values.alarmTopic);
    }

    public Optional<String> name() {
        return Optional.ofNullable(values.name);
    }

    /** Builder with the defaults the README lists. */
    public static final class Builder {
        private List<DispatchRoute> routes = List.of();
        private IQueue queue;
        private IQueue deadLetterQueue;
        private boolean fifo;
        private Duration queueRetention = Duration.days(4);
        private Duration deadLetterRetention = Duration.days(14);
        private int maxReceiveCount = DERIVED_RECEIVE_COUNT;
        private Duration lateResend = Duration.days(7);
        private Duration dispatcherTimeout = Duration.seconds(30);
        private int dispatcherMemorySize = 1024;
        private Architecture architecture = Architecture.ARM_64;
        private boolean snapStart = true;
        private Code dispatcherCode;
        private int batchSize = 10;
        private Duration maxBatchingWindow;
        private int maxConcurrency = 5;
        private int startConcurrency = 16;
        private Duration nominalStartLatency = Duration.millis(50);
        private double startQuotaErrorFactor = 10;
        private Duration duplicateMemory = Duration.seconds(120);
        private int duplicateMemoryEntries = 10_000;
        private boolean duplicateMemorySkipsLambda = true;
        private boolean metricsTenantDimension;
        private ITopic alarmTopic;
        private String name;

        private Builder() {}

        /** Required, at least one: tried in order, the first matching route wins. */
        public Builder routes(List<DispatchRoute> routes) {
            this.routes = List.copyOf(routes);
            return this;
        }

        /**
         * Consume an existing queue instead of creating one. You own its redrive policy and visibility timeout
         * (at least {@link DurableDispatch#requiredVisibilityTimeout}); {@code fifo} follows the queue.
         */
        public Builder queue(IQueue queue) {
            this.queue = queue;
            return this;
        }

        /** With {@link #queue}: its dead-letter queue, so the DLQ alarm and dashboard can watch it. */
        public Builder deadLetterQueue(IQueue deadLetterQueue) {
            this.deadLetterQueue = deadLetterQueue;
            return this;
        }

        /** Default false: a FIFO main queue and DLQ (content-based deduplication, batch size ≤ 10). */
        public Builder fifo(boolean fifo) {
            this.fifo = fifo;
            return this;
        }

        /** Default 4 days (1–14): how long a message can wait in the main queue. */
        public Builder queueRetention(Duration queueRetention) {
            this.queueRetention = queueRetention;
            return this;
        }

        /** Default 14 days (1–14): how long a dead letter can wait for a redrive. */
        public Builder deadLetterRetention(Duration deadLetterRetention) {
            this.deadLetterRetention = deadLetterRetention;
            return this;
        }

        /**
         * Default: derived from {@link #queueRetention} and the dispatcher's retry schedule, so that a record that
         * is only ever throttled expires before it could reach the DLQ (docs/adr/002-throttling-is-a-delay.md;
         * 212 for the default 4 days). An explicit value (at least 5, at most 1,000) replaces it.
         */
        public Builder maxReceiveCount(int maxReceiveCount) {
            this.maxReceiveCount = maxReceiveCount;
            return this;
        }

        /** Default 7 days: how late a producer may resend the same business request. */
        public Builder lateResend(Duration lateResend) {
            this.lateResend = lateResend;
            return this;
        }

        /** Default 30 seconds: one dispatcher invocation (one batch). */
        public Builder dispatcherTimeout(Duration dispatcherTimeout) {
            this.dispatcherTimeout = dispatcherTimeout;
            return this;
        }

        /** Default 1024 MB. */
        public Builder dispatcherMemorySize(int megabytes) {
            this.dispatcherMemorySize = megabytes;
            return this;
        }

        /** Default {@code ARM_64}. */
        public Builder architecture(Architecture architecture) {
            this.architecture = architecture;
            return this;
        }

        /** Default true: SnapStart on the published version the alias points at. */
        public Builder snapStart(boolean snapStart) {
            this.snapStart = snapStart;
            return this;
        }

        /** Default: the dispatcher jar bundled in this library. Override only to deploy a build of your own. */
        public Builder dispatcherCode(Code dispatcherCode) {
            this.dispatcherCode = dispatcherCode;
            return this;
        }

        /** Default 10 (1–10,000; FIFO ≤ 10; above 10 needs a batching window of at least 1 second). */
        public Builder batchSize(int batchSize) {
            this.batchSize = batchSize;
            return this;
        }

        /** Default 1 second on standard queues (0–300 s), none on FIFO. */
        public Builder maxBatchingWindow(Duration maxBatchingWindow) {
            this.maxBatchingWindow = maxBatchingWindow;
            return this;
        }

        /** Default 5 (2–1,000): the event source mapping's cap on concurrent dispatcher invocations. */
        public Builder maxConcurrency(int maxConcurrency) {
            this.maxConcurrency = maxConcurrency;
            return this;
        }

        /** Default 16 (1–1,000): starts in flight inside one dispatcher invocation. */
        public Builder startConcurrency(int startConcurrency) {
            this.startConcurrency = startConcurrency;
            return this;
        }

        /** Default 50 ms: a fast start, so the start-rate guard sees the highest rate the mapping can reach. */
        public Builder nominalStartLatency(Duration nominalStartLatency) {
            this.nominalStartLatency = nominalStartLatency;
            return this;
        }

        /** Default 10: above the quota the start-rate guard warns; this many times above it fails the synth. */
        public Builder startQuotaErrorFactor(double factor) {
            this.startQuotaErrorFactor = factor;
            return this;
        }

        /**
         * Default 120 seconds (0–3,600; 0 turns it off): how long each dispatcher container remembers a name it
         * saw accepted by Lambda, so that a repeat with the same input is reported as DUPLICATE
         * ({@code DUPLICATE_MEMORY_SECONDS}).
         */
        public Builder duplicateMemory(Duration duplicateMemory) {
            this.duplicateMemory = duplicateMemory;
            return this;
        }

        /** Default 10,000 (0–1,000,000; 0 turns it off): names remembered per container, about 4 MB. */
        public Builder duplicateMemoryEntries(int entries) {
            this.duplicateMemoryEntries = entries;
            return this;
        }

        /** Default true: a remembered duplicate is not sent to Lambda (saves start quota); false: sent anyway. */
        public Builder duplicateMemorySkipsLambda(boolean skipsLambda) {
            this.duplicateMemorySkipsLambda = skipsLambda;
            return this;
        }

        /**
         * Default false: the dispatcher's metrics also carry a {@code tenant} dimension. Each tenant then adds a
         * custom metric series per metric and dimension set, billed monthly: opt in only for few tenants.
         */
        public Builder metricsTenantDimension(boolean tenantDimension) {
            this.metricsTenantDimension = tenantDimension;
            return this;
        }

        /** Optional: every alarm notifies this topic. */
        public Builder alarmTopic(ITopic alarmTopic) {
            this.alarmTopic = alarmTopic;
            return this;
        }

        /** Default {@code <stack name>-<construct id>}: the dashboard's name and the alarms' prefix. */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public DurableDispatchProps build() {
            return new DurableDispatchProps(this);
        }

        private Builder copy() {
            Builder copy = new Builder();
            copy.routes = routes;
            copy.queue = queue;
            copy.deadLetterQueue = deadLetterQueue;
            copy.fifo = fifo;
            copy.queueRetention = queueRetention;
            copy.deadLetterRetention = deadLetterRetention;
            copy.maxReceiveCount = maxReceiveCount;
            copy.lateResend = lateResend;
            copy.dispatcherTimeout = dispatcherTimeout;
            copy.dispatcherMemorySize = dispatcherMemorySize;
            copy.architecture = architecture;
            copy.snapStart = snapStart;
            copy.dispatcherCode = dispatcherCode;
            copy.batchSize = batchSize;
            copy.maxBatchingWindow = maxBatchingWindow;
            copy.maxConcurrency = maxConcurrency;
            copy.startConcurrency = startConcurrency;
            copy.nominalStartLatency = nominalStartLatency;
            copy.startQuotaErrorFactor = startQuotaErrorFactor;
            copy.duplicateMemory = duplicateMemory;
            copy.duplicateMemoryEntries = duplicateMemoryEntries;
            copy.duplicateMemorySkipsLambda = duplicateMemorySkipsLambda;
            copy.metricsTenantDimension = metricsTenantDimension;
            copy.alarmTopic = alarmTopic;
            copy.name = name;
            return copy;
        }
    }
}
