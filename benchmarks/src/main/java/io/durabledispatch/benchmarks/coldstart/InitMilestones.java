package io.durabledispatch.benchmarks.coldstart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Phases of a cold start read from a {@code -Xlog:class+load} file without touching the dispatcher: the
 * uptime at which the first class of each step loads marks when that step began.
 */
final class InitMilestones {
    /** Each step's first class, in the order the handler's wiring and first batch reach them. */
    static final Map<String, String> STEPS = stepsInOrder();

    private InitMilestones() {}

    private static Map<String, String> stepsInOrder() {
        Map<String, String> steps = new LinkedHashMap<>();
        steps.put("main() runs: DispatchHandler loads", "io.durabledispatch.dispatcher.DispatchHandler");
        steps.put("settings read, route document loads", "io.durabledispatch.routes.document.RouteDocuments");
        steps.put("SDK clients begin (url-connection, Lambda, SFN, SQS)", "io.durabledispatch.aws.AwsClients");
        steps.put("EXPRESS check: DescribeStateMachine", "io.durabledispatch.aws.StateMachineTypeCheck");
        steps.put("core service built", "io.durabledispatch.dispatcher.core.Dispatcher");
        steps.put("first batch starts", "io.durabledispatch.dispatcher.SqsBatch");
        steps.put("first Invoke answered", "software.amazon.awssdk.services.lambda.model.InvokeResponse");
        steps.put("telemetry of the first batch", "io.durabledispatch.dispatcher.core.EmbeddedMetrics");
        return steps;
    }

    /** Uptime in milliseconds at which each step's class loaded; steps never reached are left out. */
    static Map<String, Long> read(Path log) throws IOException {
        Map<String, Long> reached = new LinkedHashMap<>();
        List<String> lines;
        try (Stream<String> all = Files.lines(log)) {
            lines = all.filter(line -> line.contains("class,load")).toList();
        }
        STEPS.forEach((step, className) -> lines.stream()
                .filter(line -> line.contains("] " + className + " "))
                .findFirst()
                .ifPresent(line -> reached.put(step, uptimeMillis(line))));
        return reached;
    }

    /** {@code [0.123s][info][class,load] ...} → 123. */
    static long uptimeMillis(String line) {
        return Math.round(Double.parseDouble(line.substring(1, line.indexOf("s]"))) * 1000);
    }
}
