package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.cdklabs.cdknag.AwsSolutionsChecks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.aws_apigatewayv2_authorizers.HttpIamAuthorizer;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.Pass;
import software.amazon.awscdk.services.stepfunctions.StateMachine;

/** A team's HTTP door: the API, its routes, the door's grants, logs, alarms, the authorizer guard and cdk-nag. */
class DurableDispatchApiTest {
    static final String ORDER_ALIAS_ARN = "arn:aws:lambda:eu-west-1:111122223333:function:order-workflow:live";

    @TempDir
    static Path assets;

    private static Stack stack;
    private static Template template;
    private static TemplateJson json;

    @BeforeAll
    static void synthesize() {
        stack = new Stack(new App(), "TeamApiStack");
        new DurableDispatchApi(stack, "Http", props(routes(stack), b -> b.authorizer(new HttpIamAuthorizer())));
        Aspects.of(stack).add(new AwsSolutionsChecks());
        template = Template.fromStack(stack);
        json = TemplateJson.of(template);
    }

    static List<DispatchRoute> routes(Stack stack) {
        StateMachine refunds = StateMachine.Builder.create(stack, "Refunds")
                .definitionBody(DefinitionBody.fromChainable(new Pass(stack, "Refund")))
                .build();
        DispatchRoute orders = DispatchRoute.builder()
                .name("order-requested")
                .operation("order")
                .http("POST /tenants/{tenant}/orders")
                .tenant("path:tenant")
                .key("header:Idempotency-Key")
                .input("path:tenant", "/amount")
                .target(DispatchTarget.durableFunctionAlias(ORDER_ALIAS_ARN, Duration.days(30)))
                .build();
        DispatchRoute refundRoute = DispatchRoute.builder()
                .name("refund-requested")
                .operation("refund")
                .http("PUT /tenants/{tenant}/refunds/{refund}")
                .tenant("path:tenant")
                .key("path:refund")
                .target(DispatchTarget.stateMachine(refunds))
                .build();
        return List.of(orders, refundRoute);
    }

    static DurableDispatchApiProps props(
            List<DispatchRoute> routes, UnaryOperator<DurableDispatchApiProps.Builder> customize) {
        return customize
                .apply(DurableDispatchApiProps.builder().routes(routes).apiCode(TeamApp.placeholderCode(assets)))
                .build();
    }

    @Test
    void api_hasOneRoutePerHttpRequest_andTheStatusRoute_allIamAuthorized() {
        Set<String> keys = new TreeSet<>();
        json.resources("AWS::ApiGatewayV2::Route").values().forEach(route -> {
            keys.add(route.path("Properties").path("RouteKey").asText());
            assertThat(route.path("Properties").path("AuthorizationType").asText())
                    .isEqualTo("AWS_IAM");
        });

        assertThat(keys)
                .containsExactly(
                        "GET /executions/{proxy+}",
                        "POST /tenants/{tenant}/orders",
                        "PUT /tenants/{tenant}/refunds/{refund}");
    }

    @Test
    void integration_isTheDoorsAlias_withPayloadFormat2() {
        template.resourceCountIs("AWS::ApiGatewayV2::Integration", 1);
        template.hasResourceProperties(
                "AWS::ApiGatewayV2::Integration",
                Map.of("IntegrationType", "AWS_PROXY", "PayloadFormatVersion", "2.0"));
        JsonNode integration = json.resources("AWS::ApiGatewayV2::Integration")
                .values()
                .iterator()
                .next();
        assertThat(integration.path("Properties").path("IntegrationUri").toString())
                .contains(
                        json.resources("AWS::Lambda::Alias").keySet().iterator().next());
    }

    @Test
    void stage_isTheDefaultStage_autoDeployed_withJsonAccessLogs() {
        JsonNode stage = json.resources("AWS::ApiGatewayV2::Stage")
                .values()
                .iterator()
                .next()
                .path("Properties");
        assertThat(stage.path("StageName").asText()).isEqualTo("$default");
        assertThat(stage.path("AutoDeploy").asBoolean()).isTrue();
        assertThat(stage.path("DefaultRouteSettings")
                        .path("DetailedMetricsEnabled")
                        .asBoolean())
                .isTrue();
        String format = stage.path("AccessLogSettings").path("Format").asText();
        assertThat(format)
                .contains(
                        "\"requestId\":\"$context.requestId\"",
                        "\"routeKey\":\"$context.routeKey\"",
                        "\"status\":\"$context.status\"",
                        "\"integrationError\":\"$context.integrationErrorMessage\"");
        template.hasResourceProperties("AWS::Logs::LogGroup", Map.of("RetentionInDays", 30));
    }

    @Test
    void door_runsJava25OnArm_withTheRoutesAndItsSettings() {
        JsonNode door = doorFunction();
        assertThat(door.path("Runtime").asText()).isEqualTo("java25");
        assertThat(door.path("Architectures").get(0).asText()).isEqualTo("arm64");
        assertThat(door.path("Handler").asText()).isEqualTo("io.durabledispatch.api.ApiHandler::handleRequest");
        assertThat(door.path("Timeout").asInt()).isEqualTo(29);
        JsonNode variables = door.path("Environment").path("Variables");
        assertThat(variables.path("HTTP_MAX_WAIT_SECONDS").asText()).isEqualTo("20");
        assertThat(variables.path("MAX_CONCURRENCY").asText()).isEqualTo("16");
        assertThat(variables.path("ROUTES").toString()).contains("order-requested", "POST /tenants/{tenant}/orders");
    }

    @Test
    void door_mayStartAndReadExactlyTheRoutedTargets() {
        List<JsonNode> statements = statements();
        Set<String> actions = new TreeSet<>();
        statements.forEach(statement -> actions.add(statement.path("Action").asText()));
        assertThat(actions)
                .containsExactly(
                        "lambda:GetDurableExecution",
                        "lambda:InvokeFunction",
                        "lambda:ListDurableExecutionsByFunction",
                        "states:DescribeExecution",
                        "states:DescribeStateMachine",
                        "states:StartExecution");
        assertThat(resourceOf(statements, "lambda:InvokeFunction")).isEqualTo(ORDER_ALIAS_ARN);
        assertThat(resourceOf(statements, "lambda:ListDurableExecutionsByFunction"))
                .isEqualTo(ORDER_ALIAS_ARN);
        assertThat(resourceOf(statements, "lambda:GetDurableExecution"))
                .isEqualTo("arn:aws:lambda:eu-west-1:111122223333:function:order-workflow:*/durable-execution/*");
        String machine = json.resources("AWS::StepFunctions::StateMachine")
                .keySet()
                .iterator()
                .next();
        assertThat(statementWith(statements, "states:StartExecution")
                        .path("Resource")
                        .toString())
                .contains(machine);
    }

    @Test
    void alarms_watch5xx_conflictAnswers_andEachStartRoutesP99() {
        template.hasResourceProperties(
                "AWS::CloudWatch::Alarm",
                Map.of("AlarmName", "TeamApiStack-Http-api-5xx", "MetricName", "5xx", "Namespace", "AWS/ApiGateway"));
        template.hasResourceProperties(
                "AWS::CloudWatch::Alarm",
                Map.of("AlarmName", "TeamApiStack-Http-api-conflicts", "MetricName", "HttpConflicts"));
        template.hasResourceProperties("AWS::Logs::MetricFilter", Map.of("FilterPattern", "{ $.status = \"422\" }"));
        template.hasResourceProperties(
                "AWS::CloudWatch::Alarm",
                Map.of(
                        "AlarmName",
                        "TeamApiStack-Http-api-latency-p99-0",
                        "ExtendedStatistic",
                        "p99",
                        "Threshold",
                        3000,
                        "Dimensions",
                        Match.arrayWith(List.of(Map.of("Name", "Resource", "Value", "/tenants/{tenant}/orders")))));
    }

    @Test
    void outputs_nameTheApiUrl_underTheConstruct() {
        assertThat(template.findOutputs("*").keySet()).anyMatch(id -> id.startsWith("HttpApiUrl"));
    }

    @Test
    void cdkNag_findsNothingInTheConstruct() {
        assertThat(NagFindings.under(stack, "/TeamApiStack/Http")).isEmpty();
    }

    @Test
    void noAuthorizer_failsTheSynth_unlessAnonymousAccessIsChosen() {
        Stack unguarded = new Stack(new App(), "Unguarded");
        assertThatThrownBy(() -> new DurableDispatchApi(unguarded, "Http", props(routes(unguarded), b -> b)))
                .hasMessageContaining("the API has no authorizer")
                .hasMessageContaining("anonymousAccess(true)");

        Stack open = new Stack(new App(), "Open");
        new DurableDispatchApi(open, "Http", props(routes(open), b -> b.anonymousAccess(true)));
        TemplateJson.of(Template.fromStack(open))
                .resources("AWS::ApiGatewayV2::Route")
                .values()
                .forEach(route -> assertThat(route.path("Properties")
                                .path("AuthorizationType")
                                .asText())
                        .isEqualTo("NONE"));
    }

    private static JsonNode doorFunction() {
        return json.resources("AWS::Lambda::Function").values().stream()
                .map(function -> function.path("Properties"))
                .filter(function -> function.path("Handler").asText().contains("ApiHandler"))
                .findFirst()
                .orElseThrow();
    }

    private static List<JsonNode> statements() {
        List<JsonNode> found = new ArrayList<>();
        json.resources("AWS::IAM::Policy")
                .values()
                .forEach(policy -> policy.path("Properties")
                        .path("PolicyDocument")
                        .path("Statement")
                        .forEach(found::add));
        return found;
    }

    private static JsonNode statementWith(List<JsonNode> statements, String action) {
        return statements.stream()
                .filter(statement -> statement.path("Action").asText().equals(action))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no statement for " + action));
    }

    private static String resourceOf(List<JsonNode> statements, String action) {
        return statementWith(statements, action).path("Resource").asText();
    }
}
