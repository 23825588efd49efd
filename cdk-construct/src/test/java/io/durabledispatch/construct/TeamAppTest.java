package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.cdklabs.cdknag.AwsSolutionsChecks;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.assertions.Template;

/** A team's app, synthesized once: what the construct deploys for it, and who may do what. */
class TeamAppTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path assets;

    private static TeamApp app;
    private static TemplateJson template;

    @BeforeAll
    static void synthesize() {
        app = TeamApp.build(assets);
        Aspects.of(app.stack).add(new AwsSolutionsChecks());
        template = TemplateJson.of(Template.fromStack(app.stack));
    }

    @Test
    void dispatcher_mayInvokeExactlyTheImportedAlias() {
        List<JsonNode> invokes = statementsWith("lambda:");

        assertThat(invokes).hasSize(1);
        assertThat(invokes.get(0).path("Action").asText()).isEqualTo("lambda:InvokeFunction");
        assertThat(invokes.get(0).path("Resource").asText()).isEqualTo(TeamApp.INVOICE_ALIAS_ARN);
    }

    @Test
    void dispatcher_mayStartTypeCheckAndDescribe_onlyTheRoutedStateMachine() {
        String machine = template.resources("AWS::StepFunctions::StateMachine")
                .keySet()
                .iterator()
                .next();
        Set<String> actions = new TreeSet<>();
        for (JsonNode statement : statementsWith("states:")) {
            actions.add(statement.path("Action").asText());
            assertThat(statement.path("Resource").toString()).contains("\"" + machine + "\"");
        }

        assertThat(actions)
                .containsExactly("states:DescribeExecution", "states:DescribeStateMachine", "states:StartExecution");
        assertThat(statementsWith("states:DescribeExecution")
                        .get(0)
                        .path("Resource")
                        .toString())
                .contains(":execution:", ":*");
    }

    @Test
    void dispatcher_sendsOnlyToTheParkingQueue_andConsumesOnlyTheMainQueue() {
        List<JsonNode> sqs = statementsWith("sqs:");
        String parking = template.queueId("DispatchQueuesParkingQueue");
        String main = template.queueId("DispatchQueuesMainQueue");

        assertThat(sqs).isNotEmpty().allSatisfy(statement -> {
            String resource = statement.path("Resource").toString();
            boolean sends = statement.path("Action").toString().contains("sqs:SendMessage");
            assertThat(resource).contains(sends ? parking : main);
        });
    }

    @Test
    void routes_pointTheDispatcherAtTheDeployedTargets() throws Exception {
        JsonNode routes = JSON.readTree(TemplateJson.joinWithRefs(template.dispatcherProperties()
                .path("Environment")
                .path("Variables")
                .path("ROUTES")));
        JsonNode invoice = routes.path("routes").path(0);
        JsonNode refund = routes.path("routes").path(1);

        assertThat(invoice.path("target").toString())
                .isEqualTo("{\"type\":\"lambda\",\"function\":\"" + TeamApp.INVOICE_FUNCTION_ARN
                        + "\",\"qualifier\":\"prod\"}");
        assertThat(invoice.path("normalize").toString()).isEqualTo("{\"/invoice_no\":[\"trim\",\"upper\"]}");
        String machine = template.resources("AWS::StepFunctions::StateMachine")
                .keySet()
                .iterator()
                .next();
        assertThat(refund.path("target").path("stateMachineArn").asText()).isEqualTo("<" + machine + ">");
        assertThat(refund.path("input").toString()).isEqualTo("[\"/tenant_id\",\"/order_no\",\"/refund_id\"]");
    }

    @Test
    void maxReceiveCount_isDerivedFromTheRetention_soThrottlingAloneNeverDeadLetters() {
        JsonNode main = template.properties(template.queueId("DispatchQueuesMainQueue"));

        // Not set by the team: the 2 s .. 1 h backoff needs 212 receives to outlast the default 4 days.
        assertThat(main.path("MessageRetentionPeriod").asInt()).isEqualTo(4 * 24 * 3600);
        assertThat(main.path("RedrivePolicy").path("maxReceiveCount").asInt()).isEqualTo(212);
    }

    @Test
    void fifoQueue_hasNoBatchingWindow_andAVisibilityOfSixDispatcherTimeouts() {
        JsonNode main = template.properties(template.queueId("DispatchQueuesMainQueue"));
        JsonNode mapping = template.resources("AWS::Lambda::EventSourceMapping")
                .values()
                .iterator()
                .next()
                .path("Properties");

        assertThat(main.path("FifoQueue").asBoolean()).isTrue();
        assertThat(template.properties(template.queueId("DispatchQueuesDeadLetterQueue"))
                        .path("FifoQueue")
                        .asBoolean())
                .isTrue();
        assertThat(main.path("VisibilityTimeout").asInt()).isEqualTo(6 * 30);
        assertThat(mapping.has("MaximumBatchingWindowInSeconds")).isFalse();
        assertThat(mapping.path("FunctionResponseTypes").toString()).isEqualTo("[\"ReportBatchItemFailures\"]");
    }

    @Test
    void dashboardAndAlarms_areNamedAfterTheConstruct_andWatchTheImportedFunction() {
        JsonNode dashboard = template.resources("AWS::CloudWatch::Dashboard")
                .values()
                .iterator()
                .next();
        List<String> alarmNames = template.resources("AWS::CloudWatch::Alarm").values().stream()
                .map(alarm -> alarm.path("Properties").path("AlarmName").asText())
                .toList();

        assertThat(dashboard.path("Properties").path("DashboardName").asText()).isEqualTo("TeamStack-Dispatch");
        assertThat(alarmNames)
                .containsExactlyInAnyOrder(
                        "TeamStack-Dispatch-dead-letters",
                        "TeamStack-Dispatch-parked",
                        "TeamStack-Dispatch-conflicts",
                        "TeamStack-Dispatch-throttles",
                        "TeamStack-Dispatch-dispatcher-errors",
                        "TeamStack-Dispatch-keeps-retrying",
                        "TeamStack-Dispatch-deployment-faults",
                        "TeamStack-Dispatch-starts-throttled",
                        "TeamStack-Dispatch-postpone-failures");
        assertThat(TemplateJson.joinWithRefs(dashboard.path("Properties").path("DashboardBody")))
                .contains(TeamApp.INVOICE_FUNCTION_ARN, "DurableExecutionSucceeded", "\"invoice\"", "\"refund\"");
    }

    @Test
    void retryAlarms_watchTheDispatchersOwnMetrics_withoutDimensions() {
        Map<String, JsonNode> byName = new java.util.HashMap<>();
        template.resources("AWS::CloudWatch::Alarm")
                .values()
                .forEach(alarm ->
                        byName.put(alarm.path("Properties").path("AlarmName").asText(), alarm.path("Properties")));

        assertRetryAlarm(byName.get("TeamStack-Dispatch-keeps-retrying"), "RetryReceiveCount", "Maximum", 15, 1);
        assertRetryAlarm(byName.get("TeamStack-Dispatch-deployment-faults"), "DeploymentFaults", "Sum", 1, 1);
        assertRetryAlarm(byName.get("TeamStack-Dispatch-starts-throttled"), "Throttled", "Sum", 1, 3);
        assertRetryAlarm(byName.get("TeamStack-Dispatch-postpone-failures"), "PostponeFailures", "Sum", 1, 1);
    }

    private static void assertRetryAlarm(JsonNode alarm, String metric, String statistic, int threshold, int periods) {
        assertThat(alarm).as("alarm on " + metric).isNotNull();
        assertThat(alarm.path("Namespace").asText()).isEqualTo("DurableDispatch");
        assertThat(alarm.path("MetricName").asText()).isEqualTo(metric);
        assertThat(alarm.path("Statistic").asText()).isEqualTo(statistic);
        assertThat(alarm.has("Dimensions"))
                .as("no dimensions: one alarm for every route")
                .isFalse();
        assertThat(alarm.path("Period").asInt()).isEqualTo(300);
        assertThat(alarm.path("Threshold").asDouble()).isEqualTo(threshold);
        assertThat(alarm.path("ComparisonOperator").asText()).isEqualTo("GreaterThanOrEqualToThreshold");
        assertThat(alarm.path("EvaluationPeriods").asInt()).isEqualTo(periods);
        assertThat(alarm.path("DatapointsToAlarm").asInt()).isEqualTo(periods);
        assertThat(alarm.path("TreatMissingData").asText())
                .as("the dispatcher writes these only for batches with retries")
                .isEqualTo("notBreaching");
    }

    @Test
    void cdkNag_findsNothingInTheConstruct() {
        assertThat(NagFindings.under(app.stack, "/TeamStack/Dispatch")).isEmpty();
    }

    private static List<JsonNode> statementsWith(String actionPrefix) {
        return template.policyStatements().stream()
                .filter(statement -> statement.path("Action").toString().contains(actionPrefix))
                .toList();
    }
}
