package io.durabledispatch.infra.observability;

import io.durabledispatch.infra.workflows.DurableWorkflow;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awscdk.services.cloudwatch.AlarmStatusWidget;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.cloudwatch.GraphWidget;
import software.amazon.awscdk.services.cloudwatch.IAlarm;
import software.amazon.awscdk.services.cloudwatch.IMetric;
import software.amazon.awscdk.services.cloudwatch.IWidget;
import software.amazon.awscdk.services.cloudwatch.MetricOptions;
import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.sqs.IQueue;
import software.constructs.Construct;

/**
 * One CloudWatch dashboard for the dispatch path: outcomes per operation (from the dispatcher's EMF
 * metrics), start latency, queue depth and age, DLQ and parking depth, and the engines' execution counts.
 */
public final class DispatchDashboard extends Construct {
    /** Fixed, like the workflow names: one deployment per account and Region. */
    public static final String DASHBOARD_NAME = "durable-dispatch";

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

    private final Dashboard dashboard;

    public DispatchDashboard(Construct scope, String id, ObservedResources observed, List<? extends IAlarm> alarms) {
        super(scope, id);
        this.dashboard = Dashboard.Builder.create(this, "Dashboard")
                .dashboardName(DASHBOARD_NAME)
                .build();
        dashboard.addWidgets(AlarmStatusWidget.Builder.create()
                .title("Alarms")
                .alarms(List.copyOf(alarms))
                .width(24)
                .build());
        dashboard.addWidgets(outcomeWidgets(observed.operations()).toArray(IWidget[]::new));
        dashboard.addWidgets(latencyWidget(observed.operations()), dispatcherWidget(observed.dispatcher()));
        dashboard.addWidgets(queueWidgets(observed).toArray(IWidget[]::new));
        dashboard.addWidgets(engineWidgets(observed).toArray(IWidget[]::new));
    }

    public Dashboard dashboard() {
        return dashboard;
    }

    private static List<IWidget> outcomeWidgets(List<String> operations) {
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

    private static IWidget latencyWidget(List<String> operations) {
        List<IMetric> latencies = new ArrayList<>();
        for (String operation : operations) {
            latencies.add(DispatchMetrics.startLatency(operation, "p50"));
            latencies.add(DispatchMetrics.startLatency(operation, "p99"));
        }
        return graph("Start latency (ms)", latencies, 12);
    }

    private static IWidget dispatcherWidget(IFunction dispatcher) {
        return graph(
                "Dispatcher invocations",
                List.of(
                        dispatcher.metricInvocations(SUM),
                        dispatcher.metricErrors(SUM),
                        dispatcher.metricThrottles(SUM)),
                12);
    }

    private static List<IWidget> queueWidgets(ObservedResources observed) {
        IQueue main = observed.queues().mainQueue();
        return List.of(
                graph(
                        "Main queue depth",
                        List.of(
                                main.metricApproximateNumberOfMessagesVisible(MAX),
                                main.metricApproximateNumberOfMessagesNotVisible(MAX)),
                        8),
                graph("Main queue oldest message (s)", List.of(main.metricApproximateAgeOfOldestMessage(MAX)), 8),
                graph(
                        "DLQ and parking depth",
                        List.of(
                                observed.queues().deadLetterQueue().metricApproximateNumberOfMessagesVisible(MAX),
                                observed.queues().parkingQueue().metricApproximateNumberOfMessagesVisible(MAX)),
                        8));
    }

    private static List<IWidget> engineWidgets(ObservedResources observed) {
        List<IWidget> widgets = new ArrayList<>();
        for (DurableWorkflow workflow : observed.workflows()) {
            List<IMetric> statuses = DURABLE_EXECUTION_METRICS.stream()
                    .map(name -> (IMetric) workflow.function().metric(name, SUM))
                    .toList();
            widgets.add(graph("Durable executions: " + workflow.definition().functionName(), statuses, 6));
        }
        widgets.add(graph(
                "Step Functions executions",
                List.of(
                        observed.stateMachine().metricStarted(SUM),
                        observed.stateMachine().metricSucceeded(SUM),
                        observed.stateMachine().metricFailed(SUM),
                        observed.stateMachine().metricTimedOut(SUM)),
                6));
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
