package io.durabledispatch.construct;

import io.durabledispatch.construct.dispatcher.DispatcherFunction;
import io.durabledispatch.construct.dispatcher.PropsOverlay;
import io.durabledispatch.settings.SettingsTable;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;

/**
 * The dispatcher function's and its mapping's effective props: the construct's defaults with the team's overrides
 * laid over them, checked against AWS's limits (function timeout at most 900 s, memory 128–10,240 MB; a mapping's
 * batch size 1–10,000, FIFO 10, batching window 0–300 s, FIFO none, maximum concurrency 2–1,000). Every error
 * names the override prop; the guards read these effective values.
 */
final class Overrides {
    private static final String FUNCTION = "dispatcherFunctionProps.";
    private static final String EVENT_SOURCE = "eventSourceProps.";

    private Overrides() {}

    static FunctionOptions dispatcherFunction(FunctionOptions override, boolean snapStart) {
        FunctionOptions options = PropsOverlay.merge(
                FunctionOptions.class, DispatcherFunction.defaults(snapStart), override, FunctionOptions.builder());
        range(FUNCTION + "timeout (seconds)", options.getTimeout().toSeconds().longValue(), 3, 900);
        range(FUNCTION + "memorySize", options.getMemorySize().longValue(), 128, 10240);
        Optional<String> dispatchers = Optional.ofNullable(options.getEnvironment()).orElse(Map.of()).keySet().stream()
                .filter(variable -> SettingsTable.byVariable(variable).isPresent())
                .findFirst();
        Checks.require(
                dispatchers.isEmpty(),
                FUNCTION + "environment must not set " + dispatchers.orElse("") + ": the dispatcher's variables come "
                        + "from the construct's props (docs/reference/construct-props.md)");
        return options;
    }

    static SqsEventSourceProps eventSource(SqsEventSourceProps override, boolean fifo) {
        SqsEventSourceProps props = PropsOverlay.merge(
                SqsEventSourceProps.class,
                DispatcherFunction.eventSourceDefaults(fifo),
                override,
                SqsEventSourceProps.builder());
        int batchSize = props.getBatchSize().intValue();
        long window = Optional.ofNullable(props.getMaxBatchingWindow())
                .map(duration -> duration.toSeconds().longValue())
                .orElse(0L);
        range(EVENT_SOURCE + "batchSize", batchSize, 1, fifo ? 10 : 10000);
        Checks.require(
                !fifo || window == 0,
                EVENT_SOURCE + "maxBatchingWindow must be 0 on a FIFO queue (FIFO mappings have no batching "
                        + "window), was " + window + " s");
        range(EVENT_SOURCE + "maxBatchingWindow (seconds)", window, 0, 300);
        Checks.require(
                batchSize <= 10 || window >= 1,
                EVENT_SOURCE + "batchSize above 10 needs a maxBatchingWindow of at least 1 second, was " + batchSize);
        range(EVENT_SOURCE + "maxConcurrency", props.getMaxConcurrency().longValue(), 2, 1000);
        Checks.require(
                Boolean.TRUE.equals(props.getReportBatchItemFailures()),
                EVENT_SOURCE + "reportBatchItemFailures must stay true: the dispatcher returns the records to "
                        + "retry as batch item failures, which Lambda would otherwise delete with the rest of the "
                        + "batch");
        return window > 0 ? props : withoutWindow(props);
    }

    /** CDK refuses a window on a FIFO mapping even when it is zero; zero means none anyway. */
    private static SqsEventSourceProps withoutWindow(SqsEventSourceProps props) {
        return PropsOverlay.copy(SqsEventSourceProps.class, props, SqsEventSourceProps.builder())
                .maxBatchingWindow(null)
                .build();
    }

    private static void range(String prop, long value, long min, long max) {
        Checks.require(
                value >= min && value <= max, prop + " must be between " + min + " and " + max + ", was " + value);
    }
}
