package io.durabledispatch.construct.observability;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awscdk.services.cloudwatch.GraphWidget;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.IWidget;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.sqs.IQueue;
import software.amazon.awscdk.services.stepfunctions.IStateMachine;

/** The dashboard's widgets, one builder per row. Durable execution counts come from AWS/Lambda. */
final class DashboardWidgets {
    /** Lambda's per-function durable execution metrics (AWS/Lambda, dimension FunctionName). */
    static final List<String> DURABLE_EXECUTION_METRICS = List.of(
            "DurableExecutionStarted",
            "DurableExecutionSucceeded",
            "DurableExecutionFailed",
            "DurableExecutionTimedOut",
            "DurableExecutionStopped");

    private static final MetricOptions SUM =
            MetricOptions.builder().statistic("Sum").build();
    private static final MetricOptions MAX =
            MetricOptions.builder().statistic("Maximum").build();

    private DashboardWidgets() {}

    static List<IWidget> outcomeWidgets(List<String> operations) {
        List<IWidget> widgets = new ArrayList<>();
        int width = Math.max(6, 24 / Math.max(1, operations.size()));
        for (String operation : operations) {
            List<IMetric> outcomes = DispatchMetrics.OUTCOMES.stream()
                    .map(outcome -> (IMetric) DispatchMetrics.outcome(outcome, operation))
                    .toList();
            widgets.add(graph("Outcomes: " + operation, outcomes, width));
        }
        return widgets;
    }

    static IWidget latencyWidget(List<String> operations) {
        List<IMetric> latencies = new ArrayList<>();
        for (String operation : operations) {
            latencies.add(DispatchMetrics.startLatency(operation, "p50"));
            latencies.add(DispatchMetrics.startLatency(operation, "p99"));
        }
        return graph("Start latency (ms)", latencies, 12);
    }

    static IWidget dispatcherWidget(IFunction dispatcher) {
        return graph(
                "Dispatcher invocations",
                List.of(
                        dispatcher.metricInvocations(SUM),
                        dispatcher.metricErrors(SUM),
                        dispatcher.metricThrottles(SUM)),
                12);
    }

    static List<IWidget> queueWidgets(ObservedResources observed) {
        IQueue main = observed.mainQueue();
        List<IMetric> heldBack = new ArrayList<>();
        observed.deadLetterQueue().ifPresent(dlq -> heldBack.add(dlq.metricApproximateNumberOfMessagesVisible(MAX)));
        heldBack.add(observed.parkingQueue().metricApproximateNumberOfMessagesVisible(MAX));
        return List.of(
                graph(
                        "Main queue depth",
                        List.of(
                                main.metricApproximateNumberOfMessagesVisible(MAX),
                                main.metricApproximateNumberOfMessagesNotVisible(MAX)),
                        8),
                graph("Main queue oldest message (s)", List.of(main.metricApproximateAgeOfOldestMessage(MAX)), 8),
                graph("DLQ and parking depth", heldBack, 8));
    }

    static List<IWidget> engineWidgets(ObservedResources observed) {
        List<IWidget> widgets = new ArrayList<>();
        for (ObservedResources.DurableFunction function : observed.durableFunctions()) {
            List<IMetric> statuses = DURABLE_EXECUTION_METRICS.stream()
                    .map(name -> (IMetric) DispatchMetrics.lambda(name, function.functionName(), "Sum"))
                    .toList();
            widgets.add(graph("Durable executions: " + function.label(), statuses, 6));
        }
        for (ObservedResources.StateMachine routed : observed.stateMachines()) {
            IStateMachine machine = routed.machine();
            widgets.add(graph(
                    "Step Functions executions: " + routed.label(),
                    List.of(
                            machine.metricStarted(SUM),
                            machine.metricSucceeded(SUM),
                            machine.metricFailed(SUM),
                            machine.metricTimedOut(SUM)),
                    6));
        }
        return widgets;
    }

    private static GraphWidget graph(String title, List<IMetric> metrics, int width) {
        return GraphWidget.Builder.create()
                .title(title)
                .left(metrics)
                .width(width)
                .build();
    }
}
