package io.durabledispatch.construct;

import static io.durabledispatch.settings.SettingsTable.DUPLICATE_MEMORY_ENTRIES;
import static io.durabledispatch.settings.SettingsTable.DUPLICATE_MEMORY_SECONDS;
import static io.durabledispatch.settings.SettingsTable.DUPLICATE_MEMORY_SKIPS_LAMBDA;
import static io.durabledispatch.settings.SettingsTable.MAX_CONCURRENCY;
import static io.durabledispatch.settings.SettingsTable.METRICS_TENANT_DIMENSION;

import io.durabledispatch.settings.EnvironmentValues;
import io.durabledispatch.settings.SettingsTable;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;
import software.amazon.awscdk.services.sns.ITopic;
import software.amazon.awscdk.services.sqs.IQueue;

/**
 * What a {@link DurableDispatch} deploys. Only {@code routes} is required. The construct's own settings and the
 * dispatcher's are flat props; the function and the event source mapping it creates take their own CDK props as
 * overrides ({@link Builder#dispatcherFunctionProps}, {@link Builder#eventSourceProps}).
 * docs/reference/construct-props.md lists every prop with its default.
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

    /** What the team overrides on the dispatcher function; empty props when nothing. */
    public FunctionOptions dispatcherFunctionProps() {
        return values.dispatcherFunctionProps;
    }

    public boolean snapStart() {
        return values.snapStart;
    }

    public Optional<Code> dispatcherCode() {
        return Optional.ofNullable(values.dispatcherCode);
    }

    /** What the team overrides on the event source mapping; empty props when nothing. */
    public SqsEventSourceProps eventSourceProps() {
        return values.eventSourceProps;
    }

    /** Empty when not set: the construct derives it from the start quotas ({@link Builder#startConcurrency}). */
    public OptionalInt startConcurrency() {
        return values.startConcurrency == null ? OptionalInt.empty() : OptionalInt.of(values.startConcurrency);
    }

    public Duration nominalStartLatency() {
        return values.nominalStartLatency;
    }

    public double startQuotaErrorFactor() {
        return values.startQuotaErrorFactor;
    }

    /**
     * The dispatcher's variables these props set, already checked by the settings table; without
     * {@code MAX_CONCURRENCY}, which the construct writes once the mapping's concurrency and the quotas are known.
     */
    public EnvironmentValues dispatcherVariables() {
        return values.dispatcherVariables;
    }

    public Optional<ITopic> alarmTopic() {
        return Optional.ofNullable(values.alarmTopic);
    }

    public Optional<String> name() {
        return Optional.ofNullable(values.name);
    }

    public boolean outputs() {
        return values.outputs;
    }

    /** Builder with the construct's defaults; the dispatcher's settings start at the table's defaults. */
    public static final class Builder {
        private List<DispatchRoute> routes = List.of();
        private IQueue queue;
        private IQueue deadLetterQueue;
        private boolean fifo;
        private Duration queueRetention = Duration.days(4);
        private Duration deadLetterRetention = Duration.days(14);
        private int maxReceiveCount = DERIVED_RECEIVE_COUNT;
        private Duration lateResend = Duration.days(7);
        private FunctionOptions dispatcherFunctionProps =
                FunctionOptions.builder().build();
        private boolean snapStart = true;
        private Code dispatcherCode;
        private SqsEventSourceProps eventSourceProps =
                SqsEventSourceProps.builder().build();
        private Integer startConcurrency;
        private Duration nominalStartLatency = Duration.millis(50);
        private double startQuotaErrorFactor = 10;
        /** Always written, so the template says what runs. */
        private EnvironmentValues dispatcherVariables = EnvironmentValues.defaults(
                DUPLICATE_MEMORY_SECONDS,
                DUPLICATE_MEMORY_ENTRIES,
                DUPLICATE_MEMORY_SKIPS_LAMBDA,
                METRICS_TENANT_DIMENSION);

        private ITopic alarmTopic;
        private String name;
        private boolean outputs = true;

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

        /**
         * Overrides of the dispatcher function's props (memory, timeout, architecture, tracing, VPC, ...) laid over
         * {@link io.durabledispatch.construct.dispatcher.DispatcherFunction#defaults}. Its {@code environment} adds
         * variables of your own; the dispatcher's variables come from the props of this class.
         */
        public Builder dispatcherFunctionProps(FunctionOptions dispatcherFunctionProps) {
            this.dispatcherFunctionProps = dispatcherFunctionProps;
            return this;
        }

        /**
         * Default true: SnapStart on the published version the alias points at. A prop of its own because CDK's
         * {@code snapStart} option has no value that turns it off.
         */
        public Builder snapStart(boolean snapStart) {
            this.snapStart = snapStart;
            return this;
        }

        /** Default: the dispatcher jar bundled in this library. Override only to deploy a build of your own. */
        public Builder dispatcherCode(Code dispatcherCode) {
            this.dispatcherCode = dispatcherCode;
            return this;
        }

        /**
         * Overrides of the SQS event source mapping's props laid over
         * {@link io.durabledispatch.construct.dispatcher.DispatcherFunction#eventSourceDefaults}. Partial batch
         * responses stay on: the dispatcher reports only its retryable records.
         */
        public Builder eventSourceProps(SqsEventSourceProps eventSourceProps) {
            this.eventSourceProps = eventSourceProps;
            return this;
        }

        /**
         * {@link SettingsTable#MAX_CONCURRENCY}: starts in flight inside one dispatcher invocation. Default: derived
         * ({@link io.durabledispatch.settings.StartConcurrency#derived}), the largest value at which
         * {@code eventSourceProps.maxConcurrency} × it / {@link #nominalStartLatency} stays within the lowest
         * {@code startQuota} of the routes' targets, so the defaults never trip the start-rate guard.
         */
        public Builder startConcurrency(int startConcurrency) {
            this.startConcurrency = MAX_CONCURRENCY.check(MAX_CONCURRENCY.label(), startConcurrency);
            return this;
        }

        /**
         * Default 50 ms: a fast start, so the start-rate guard sees the highest rate the mapping can reach (and the
         * derived {@link #startConcurrency} errs low).
         */
        public Builder nominalStartLatency(Duration nominalStartLatency) {
            this.nominalStartLatency = nominalStartLatency;
            return this;
        }

        /** Default 10: above the quota the start-rate guard warns; this many times above it fails the synth. */
        public Builder startQuotaErrorFactor(double factor) {
            this.startQuotaErrorFactor = factor;
            return this;
        }

        /** {@link SettingsTable#DUPLICATE_MEMORY_SECONDS}, in whole seconds. */
        public Builder duplicateMemory(Duration duplicateMemory) {
            dispatcherVariables = dispatcherVariables.with(
                    DUPLICATE_MEMORY_SECONDS, duplicateMemory.toSeconds().longValue());
            return this;
        }

        /** {@link SettingsTable#DUPLICATE_MEMORY_ENTRIES}. */
        public Builder duplicateMemoryEntries(int entries) {
            dispatcherVariables = dispatcherVariables.with(DUPLICATE_MEMORY_ENTRIES, entries);
            return this;
        }

        /** {@link SettingsTable#DUPLICATE_MEMORY_SKIPS_LAMBDA}. */
        public Builder duplicateMemorySkipsLambda(boolean skipsLambda) {
            dispatcherVariables = dispatcherVariables.with(DUPLICATE_MEMORY_SKIPS_LAMBDA, skipsLambda);
            return this;
        }

        /** {@link SettingsTable#METRICS_TENANT_DIMENSION}: each tenant adds billed metric series; opt in for few. */
        public Builder metricsTenantDimension(boolean tenantDimension) {
            dispatcherVariables = dispatcherVariables.with(METRICS_TENANT_DIMENSION, tenantDimension);
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

        /**
         * Default true: stack outputs under the construct for the main, parking and dead-letter queue URLs, the
         * dispatcher's alias ARN and the dashboard's name ({@link DispatchOutputs}); false adds none.
         */
        public Builder outputs(boolean outputs) {
            this.outputs = outputs;
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
            copy.dispatcherFunctionProps = dispatcherFunctionProps;
            copy.snapStart = snapStart;
            copy.dispatcherCode = dispatcherCode;
            copy.eventSourceProps = eventSourceProps;
            copy.startConcurrency = startConcurrency;
            copy.nominalStartLatency = nominalStartLatency;
            copy.startQuotaErrorFactor = startQuotaErrorFactor;
            copy.dispatcherVariables = dispatcherVariables;
            copy.alarmTopic = alarmTopic;
            copy.name = name;
            copy.outputs = outputs;
            return copy;
        }
    }
}
