package io.durabledispatch.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.construct.TemplateJson;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.assertions.Template;

/** The default app, synthesized once: what it deploys, who may do what, and what cdk-nag says. */
class DurableDispatchStackTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path assets;

    private static DurableDispatchStack stack;
    private static TemplateJson template;

    @BeforeAll
    static void synthesizeDefaultApp() {
        stack = TestApps.compose(assets, Map.of());
        template = TemplateJson.of(Template.fromStack(stack));
    }

    @Test
    void workflows_areDurable_withDefaultExecutionTimeoutAndRetention() {
        for (String name : List.of("order-workflow", "points-workflow", "catalog-workflow")) {
            JsonNode durable = workflowProperties(name).path("DurableConfig");
            assertThat(durable.path("ExecutionTimeout").asInt()).isEqualTo(7 * 24 * 3600);
            assertThat(durable.path("RetentionPeriodInDays").asInt()).isEqualTo(30);
        }
    }

    @Test
    void workflows_runTheContractHandlers_onJava() {
        assertThat(workflowProperties("order-workflow").path("Handler").asText())
                .isEqualTo("io.durabledispatch.workflows.order.OrderWorkflow::handleRequest");
        assertThat(workflowProperties("points-workflow").path("Handler").asText())
                .isEqualTo("io.durabledispatch.workflows.points.PointsWorkflow::handleRequest");
        assertThat(workflowProperties("catalog-workflow").path("Handler").asText())
                .isEqualTo("io.durabledispatch.workflows.catalog.CatalogWorkflow::handleRequest");
        assertThat(template.resources("AWS::Lambda::Function").values())
                .allSatisfy(
                        fn -> assertThat(fn.path("Properties").path("Runtime").asText())
                                .startsWith("java"));
    }

    @Test
    void orderWorkflow_namesTheCarriersQueue_andMaySendToIt_otherWorkflowsDoNot() {
        String queue = template.queueId("ShipmentRequestsQueue");
        JsonNode variable = workflowProperties("order-workflow")
                .path("Environment")
                .path("Variables")
                .path("SHIPMENT_QUEUE_URL");

        assertThat(variable.path("Ref").asText()).isEqualTo(queue);
        for (String other : List.of("points-workflow", "catalog-workflow")) {
            assertThat(workflowProperties(other)
                            .path("Environment")
                            .path("Variables")
                            .has("SHIPMENT_QUEUE_URL"))
                    .as(other)
                    .isFalse();
        }
        assertThat(template.resources("AWS::IAM::Policy").values())
                .filteredOn(policy -> policy.toString().contains("sqs:SendMessage")
                        && policy.toString().contains(queue))
                .singleElement()
                .satisfies(policy -> assertThat(policy.toString()).contains("OrderWorkflowFunction"));
        assertThat(Template.fromStack(stack).findOutputs("ShipmentQueueUrl")).hasSize(1);
    }

    @Test
    void workflows_publishAVersion_behindTheLiveAlias() {
        String function = template.logicalIdWhere("AWS::Lambda::Function", "FunctionName", "order-workflow");
        JsonNode alias = template.properties(aliasOf(function));
        String versionId =
                alias.path("FunctionVersion").path("Fn::GetAtt").path(0).asText();

        assertThat(alias.path("Name").asText()).isEqualTo("live");
        assertThat(template.resource(versionId).path("Type").asText()).isEqualTo("AWS::Lambda::Version");
        assertThat(template.properties(versionId)
                        .path("FunctionName")
                        .path("Ref")
                        .asText())
                .isEqualTo(function);
        // three workflows, the dispatcher and the HTTP door
        assertThat(template.resources("AWS::Lambda::Alias")).hasSize(5);
    }

    @Test
    void workflowRoles_carryTheDurableCheckpointPolicy() {
        String function = template.logicalIdWhere("AWS::Lambda::Function", "FunctionName", "order-workflow");
        String role = template.properties(function)
                .path("Role")
                .path("Fn::GetAtt")
                .path(0)
                .asText();

        assertThat(TemplateJson.joinWithRefs(
                        template.properties(role).path("ManagedPolicyArns").path(0)))
                .endsWith(":iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy");
    }

    @Test
    void dispatcher_mayInvokeOnlyTheLiveAliases() {
        List<JsonNode> invokes = dispatcherStatements().stream()
                .filter(statement -> statement.path("Action").toString().contains("lambda:InvokeFunction"))
                .toList();

        assertThat(invokes).hasSize(3);
        assertThat(invokes).allSatisfy(statement -> {
            assertThat(statement.path("Resource").isTextual())
                    .as("no literal or * resource")
                    .isFalse();
            String target = statement.path("Resource").path("Ref").asText();
            assertThat(template.resource(target).path("Type").asText()).isEqualTo("AWS::Lambda::Alias");
        });
    }

    @Test
    void dispatcher_mayStartAndTypeCheckRewardRedemption_andDescribeOnlyItsExecutions() {
        String machine =
                template.logicalIdWhere("AWS::StepFunctions::StateMachine", "StateMachineName", "reward-redemption");
        JsonNode start = statementWithAction("states:StartExecution");
        JsonNode describe = statementWithAction("states:DescribeExecution");
        JsonNode typeCheck = statementWithAction("states:DescribeStateMachine");

        assertThat(start.path("Resource").path("Ref").asText()).isEqualTo(machine);
        assertThat(typeCheck.path("Resource").path("Ref").asText()).isEqualTo(machine);
        assertThat(describe.path("Resource").toString()).contains(":execution:", machine);
    }

    @Test
    void dispatcher_environment_pointsAtTheDeployedResources() throws Exception {
        JsonNode dispatcher = template.dispatcherProperties();
        JsonNode environment = dispatcher.path("Environment").path("Variables");
        JsonNode routes = JSON.readTree(TemplateJson.joinWithRefs(environment.path("ROUTES")));

        assertThat(dispatcher.path("Handler").asText())
                .isEqualTo("io.durabledispatch.dispatcher.DispatchHandler::handleRequest");
        assertThat(environment.path("PARKING_QUEUE_URL").path("Ref").asText()).startsWith("DispatchQueuesParkingQueue");
        assertThat(environment.path("MAX_CONCURRENCY").asText())
                .as("derived: 300/s × 50 ms / 5 invocations")
                .isEqualTo("3");
        JsonNode orderTarget = routes.path("routes").path(0).path("target");
        assertThat(orderTarget.path("function").asText())
                .isEqualTo(
                        "<" + template.logicalIdWhere("AWS::Lambda::Function", "FunctionName", "order-workflow") + ">");
        assertThat(orderTarget.path("qualifier").asText()).isEqualTo("live");
        assertThat(routes.path("routes")
                        .path(3)
                        .path("target")
                        .path("stateMachineArn")
                        .asText())
                .isEqualTo("<"
                        + template.logicalIdWhere(
                                "AWS::StepFunctions::StateMachine", "StateMachineName", "reward-redemption")
                        + ">");
        assertThat(routes.path("routes").path(0).path("key").toString()).isEqualTo("[\"/order_no\"]");
    }

    @Test
    void eventSource_reportsBatchItemFailures_withDefaultBatching() {
        JsonNode mapping = only("AWS::Lambda::EventSourceMapping");

        assertThat(mapping.path("FunctionResponseTypes").toString()).isEqualTo("[\"ReportBatchItemFailures\"]");
        assertThat(mapping.path("BatchSize").asInt()).isEqualTo(10);
        assertThat(mapping.path("MaximumBatchingWindowInSeconds").asInt()).isEqualTo(1);
        assertThat(mapping.path("ScalingConfig").path("MaximumConcurrency").asInt())
                .isEqualTo(5);
        assertThat(mapping.path("EventSourceArn").path("Fn::GetAtt").path(0).asText())
                .startsWith("DispatchQueuesMainQueue");
    }

    @Test
    void dispatcher_runsOnArm64WithSnapStart_andTheMappingInvokesItsAlias() {
        JsonNode dispatcher = template.dispatcherProperties();
        String functionId = template.resources("AWS::Lambda::Function").entrySet().stream()
                .filter(entry -> entry.getValue().path("Properties").equals(dispatcher))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElseThrow();
        String aliasId = aliasOf(functionId);
        JsonNode alias = template.properties(aliasId);
        String versionId =
                alias.path("FunctionVersion").path("Fn::GetAtt").path(0).asText();
        String mappingTarget =
                only("AWS::Lambda::EventSourceMapping").path("FunctionName").toString();

        assertThat(dispatcher.path("SnapStart").path("ApplyOn").asText()).isEqualTo("PublishedVersions");
        assertThat(dispatcher.path("Architectures").toString()).isEqualTo("[\"arm64\"]");
        assertThat(alias.path("Name").asText()).isEqualTo("live");
        assertThat(template.resource(versionId).path("Type").asText()).isEqualTo("AWS::Lambda::Version");
        assertThat(mappingTarget).contains("{\"Ref\":\"" + aliasId + "\"}", ":live");
    }

    @Test
    void dashboard_keepsItsName() {
        assertThat(only("AWS::CloudWatch::Dashboard").path("DashboardName").asText())
                .isEqualTo("durable-dispatch");
    }

    @Test
    void mainQueue_redrivesToTheDlq_afterAsManyReceivesAsTheBackoffFitsIntoItsRetention_andEveryQueueIsEncrypted() {
        JsonNode main = template.properties(template.queueId("DispatchQueuesMainQueue"));
        JsonNode redrive = main.path("RedrivePolicy");

        // Four days of retention on the 2 s .. 1 h schedule: a record that is only throttled expires first.
        assertThat(redrive.path("maxReceiveCount").asInt()).isEqualTo(212);
        assertThat(main.path("MessageRetentionPeriod").asInt()).isEqualTo(4 * 24 * 3600);
        assertThat(redrive.path("deadLetterTargetArn")
                        .path("Fn::GetAtt")
                        .path(0)
                        .asText())
                .isEqualTo(template.queueId("DispatchQueuesDeadLetterQueue"));
        assertThat(template.resources("AWS::SQS::Queue").values())
                .hasSize(4) // main, dead-letter, parking, and the carrier's shipment requests
                .allSatisfy(queue -> assertThat(queue.path("Properties")
                                .path("SqsManagedSseEnabled")
                                .asBoolean())
                        .isTrue());
        assertThat(template.resources("AWS::SQS::QueuePolicy").values())
                .allSatisfy(policy -> assertThat(policy.toString()).contains("aws:SecureTransport"));
    }

    @Test
    void mainQueue_visibilityTimeout_isAtLeastSixTimesTheDispatcherTimeout() {
        int visibility = template.properties(template.queueId("DispatchQueuesMainQueue"))
                .path("VisibilityTimeout")
                .asInt();
        int timeout = template.dispatcherProperties().path("Timeout").asInt();

        assertThat(timeout).isEqualTo(30);
        assertThat(visibility).isGreaterThanOrEqualTo(6 * timeout);
    }

    @Test
    void messagesAndRedemptions_areRetainedOnDelete_workingResourcesAreNot() {
        assertThat(template.resource(template.queueId("DispatchQueuesDeadLetterQueue"))
                        .path("DeletionPolicy")
                        .asText())
                .isEqualTo("Retain");
        assertThat(template.resource(template.queueId("DispatchQueuesParkingQueue"))
                        .path("DeletionPolicy")
                        .asText())
                .isEqualTo("Retain");
        assertThat(template.resource(template.queueId("DispatchQueuesMainQueue"))
                        .path("DeletionPolicy")
                        .asText())
                .isEqualTo("Delete");
        assertThat(template.resources("AWS::DynamoDB::Table").values())
                .allSatisfy(table ->
                        assertThat(table.path("DeletionPolicy").asText()).isEqualTo("Retain"));
        assertThat(template.resources("AWS::Logs::LogGroup").values())
                .allSatisfy(
                        logs -> assertThat(logs.path("DeletionPolicy").asText()).isEqualTo("Delete"));
    }

    @Test
    void rewardRedemption_isStandard_andRetriesOnlyLambdasTransientErrors() {
        JsonNode machine = template.properties(
                template.logicalIdWhere("AWS::StepFunctions::StateMachine", "StateMachineName", "reward-redemption"));
        String definition = TemplateJson.joinWithRefs(machine.path("DefinitionString"));

        assertThat(machine.path("StateMachineType").asText()).isEqualTo("STANDARD");
        assertThat(definition).contains("Lambda.ServiceException", "Lambda.SdkClientException");
        assertThat(definition).doesNotContain("States.ALL", "InsufficientPoints");
    }

    @Test
    void dashboard_showsOutcomesPerOperation_queueDepths_andExecutionCounts() {
        String body =
                TemplateJson.joinWithRefs(only("AWS::CloudWatch::Dashboard").path("DashboardBody"));

        assertThat(body).contains("\"DurableDispatch\"", "\"Records\"", "\"operation\"", "\"outcome\"");
        assertThat(body).contains("\"order\"", "\"points\"", "\"catalog\"", "\"reward\"");
        assertThat(body).contains("\"STARTED\"", "\"DUPLICATE\"", "\"CONFLICT\"", "\"INVALID\"", "\"RETRYABLE\"");
        assertThat(body)
                .contains("\"StartLatency\"", "ApproximateAgeOfOldestMessage", "ApproximateNumberOfMessagesVisible");
        assertThat(body).contains("DurableExecutionSucceeded", "DurableExecutionFailed", "ExecutionsFailed");
    }

    @Test
    void alarms_watchDlqParkingConflictsThrottlesAndDispatcherErrors() {
        List<String> alarms = template.resources("AWS::CloudWatch::Alarm").values().stream()
                .map(JsonNode::toString)
                .toList();

        assertThat(alarms).hasSize(9 + 2 + 4); // the queue's path; the API's 5xx and 422; one p99 per start route
        assertThat(alarms)
                .anySatisfy(alarm -> assertThat(alarm)
                        .contains("durable-dispatch-keeps-retrying", "\"RetryReceiveCount\"", "DurableDispatch"));
        assertThat(alarms)
                .anySatisfy(alarm -> assertThat(alarm)
                        .contains(
                                "durable-dispatch-dead-letters",
                                "ApproximateNumberOfMessagesVisible",
                                "DispatchQueuesDeadLetterQueue"));
        assertThat(alarms)
                .anySatisfy(alarm -> assertThat(alarm)
                        .contains("durable-dispatch-parked", "NumberOfMessagesSent", "DispatchQueuesParkingQueue"));
        assertThat(alarms)
                .anySatisfy(alarm -> assertThat(alarm).contains("durable-dispatch-dispatcher-errors", "\"Errors\""));
        assertThat(alarms).anySatisfy(alarm -> assertThat(alarm).contains("\"CONFLICT\"", "DurableDispatch"));
        assertThat(alarms).anySatisfy(alarm -> assertThat(alarm).contains("\"Throttles\"", "OrderWorkflowFunction"));
    }

    @Test
    void outputs_exposeEverythingTheEndToEndSuitesNeed() {
        Template outputs = Template.fromStack(stack);
        for (String name : List.of(
                "MainQueueUrl",
                "DeadLetterQueueUrl",
                "ParkingQueueUrl",
                "DispatcherAliasArn",
                "DashboardName",
                "DispatcherFunctionName",
                "OrderWorkflowAliasArn",
                "PointsWorkflowAliasArn",
                "CatalogWorkflowAliasArn",
                "RewardRedemptionStateMachineArn",
                "ApiUrl",
                "ApiAliasArn")) {
            assertThat(outputs.findOutputs(name)).as(name).hasSize(1);
        }
    }

    /** The construct's outputs under the app's fixed names: one output per value, none with a hashed id. */
    @Test
    void dispatchOutputs_areTheConstructs_underFixedNames_andNoValueIsOutputTwice() {
        Template outputs = Template.fromStack(stack);

        outputs.hasOutput(
                "MainQueueUrl",
                Map.of(
                        "Value", Map.of("Ref", template.queueId("DispatchQueuesMainQueue")),
                        "Description",
                                Match.stringLikeRegexp("URL of the main SQS queue of durable-dispatch "
                                        + "DurableDispatch/Dispatch: .*")));
        outputs.hasOutput(
                "DeadLetterQueueUrl",
                Map.of("Value", Map.of("Ref", template.queueId("DispatchQueuesDeadLetterQueue"))));
        outputs.hasOutput(
                "ParkingQueueUrl", Map.of("Value", Map.of("Ref", template.queueId("DispatchQueuesParkingQueue"))));
        outputs.hasOutput(
                "DashboardName",
                Map.of(
                        "Value",
                        Map.of(
                                "Ref",
                                template.resources("AWS::CloudWatch::Dashboard")
                                        .keySet()
                                        .iterator()
                                        .next())));
        Map<String, Map<String, Object>> all = outputs.findOutputs("*", Match.anyValue());
        assertThat(all.keySet())
                .noneMatch(id -> id.startsWith("Dispatch")
                        && !id.equals("DispatcherAliasArn")
                        && !id.equals("DispatcherFunctionName"));
        assertThat(all.values().stream().map(output -> output.get("Value").toString()))
                .doesNotHaveDuplicates();
    }

    /** The HTTP door serves each sample's HTTP route and the status resource, all behind IAM authorization. */
    @Test
    void api_routesEachSamplesRequest_andEveryRouteRequiresIam() {
        Map<String, JsonNode> routes = template.resources("AWS::ApiGatewayV2::Route");

        assertThat(routes.values())
                .extracting(route -> route.path("Properties").path("RouteKey").asText())
                .containsExactlyInAnyOrder(
                        "POST /orders",
                        "POST /points",
                        "POST /products",
                        "POST /redemptions",
                        "GET /executions/{proxy+}");
        assertThat(routes.values())
                .allSatisfy(route -> assertThat(route.path("Properties")
                                .path("AuthorizationType")
                                .asText())
                        .isEqualTo("AWS_IAM"));
        Template.fromStack(stack)
                .hasOutput("ApiUrl", Map.of("Description", Match.stringLikeRegexp("Base URL of the HTTP API .*")));
        assertThat(template.resources("AWS::CloudWatch::Dashboard")).hasSize(1);
    }

    @Test
    void theDefaultApp_synthesizesWithoutAnyWarning() {
        assertThat(Annotations.fromStack(stack).findWarning("*", Match.anyValue()))
                .isEmpty();
    }

    @Test
    void cdkNag_findsNoUnsuppressedErrorsOrWarnings() {
        Annotations annotations = Annotations.fromStack(stack);

        assertThat(annotations.findError("*", Match.stringLikeRegexp("AwsSolutions-.*")))
                .isEmpty();
        assertThat(annotations.findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*")))
                .isEmpty();
    }

    private static JsonNode workflowProperties(String functionName) {
        return template.properties(template.logicalIdWhere("AWS::Lambda::Function", "FunctionName", functionName));
    }

    private static String aliasOf(String functionLogicalId) {
        return template.resources("AWS::Lambda::Alias").entrySet().stream()
                .filter(entry -> entry.getValue()
                        .path("Properties")
                        .path("FunctionName")
                        .path("Ref")
                        .asText()
                        .equals(functionLogicalId))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElseThrow();
    }

    private static JsonNode only(String type) {
        assertThat(template.resources(type)).hasSize(1);
        return template.resources(type).values().iterator().next().path("Properties");
    }

    /** The statements of the policies attached to the dispatcher's role. */
    private static List<JsonNode> dispatcherStatements() {
        String role = template.dispatcherProperties()
                .path("Role")
                .path("Fn::GetAtt")
                .path(0)
                .asText();
        return template.resources("AWS::IAM::Policy").values().stream()
                .map(policy -> policy.path("Properties"))
                .filter(policy -> policy.path("Roles").toString().contains("\"" + role + "\""))
                .flatMap(policy -> java.util.stream.StreamSupport.stream(
                        policy.path("PolicyDocument").path("Statement").spliterator(), false))
                .toList();
    }

    private static JsonNode statementWithAction(String action) {
        return template.policyStatements().stream()
                .filter(statement -> statement.path("Action").toString().contains(action))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no statement allows " + action));
    }
}
