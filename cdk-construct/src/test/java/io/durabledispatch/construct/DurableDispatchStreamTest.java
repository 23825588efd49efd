package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.cdklabs.cdknag.AwsSolutionsChecks;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.dynamodb.Attribute;
import software.amazon.awscdk.services.dynamodb.AttributeType;
import software.amazon.awscdk.services.dynamodb.StreamViewType;
import software.amazon.awscdk.services.dynamodb.Table;
import software.amazon.awscdk.services.kinesis.Stream;
import software.amazon.awscdk.services.kinesis.StreamEncryption;
import software.amazon.awscdk.services.lambda.StartingPosition;
import software.amazon.awscdk.services.lambda.eventsources.KinesisEventSourceProps;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.Pass;
import software.amazon.awscdk.services.stepfunctions.StateMachine;

/** The stream door on a team's Kinesis stream and on a DynamoDB table's stream: mapping, function, IAM, alarm. */
class DurableDispatchStreamTest {
    static final String ORDER_ALIAS_ARN = "arn:aws:lambda:eu-west-1:111122223333:function:order-workflow:live";

    @TempDir
    static Path assets;

    private static Stack kinesisStack;
    private static TemplateJson kinesis;
    private static TemplateJson dynamo;

    @BeforeAll
    static void synthesize() {
        kinesisStack = new Stack(new App(), "TeamKinesisStack");
        Stream orders = Stream.Builder.create(kinesisStack, "Orders")
                .encryption(StreamEncryption.MANAGED)
                .build();
        new DurableDispatchStream(kinesisStack, "Stream", props(kinesisStack, b -> b.stream(orders)));
        Aspects.of(kinesisStack).add(new AwsSolutionsChecks());
        kinesis = TemplateJson.of(Template.fromStack(kinesisStack));

        Stack dynamoStack = new Stack(new App(), "TeamTableStack");
        new DurableDispatchStream(dynamoStack, "Stream", props(dynamoStack, b -> b.table(table(dynamoStack))));
        dynamo = TemplateJson.of(Template.fromStack(dynamoStack));
    }

    static Table table(Stack stack) {
        return Table.Builder.create(stack, "Orders")
                .partitionKey(Attribute.builder()
                        .name("order_no")
                        .type(AttributeType.STRING)
                        .build())
                .stream(StreamViewType.NEW_IMAGE)
                .build();
    }

    static List<DispatchRoute> routes(Stack stack) {
        StateMachine refunds = StateMachine.Builder.create(stack, "Refunds")
                .definitionBody(DefinitionBody.fromChainable(new Pass(stack, "Refund")))
                .build();
        DispatchRoute orders = DispatchRoute.builder()
                .name("order-placed")
                .operation("order")
                .match("/type", "order.placed")
                .tenant("/tenant_id")
                .key("/order_no")
                .input("/tenant_id", "/order_no", "/total")
                .target(DispatchTarget.durableFunctionAlias(ORDER_ALIAS_ARN, Duration.days(30)))
                .build();
        DispatchRoute refundRoute = DispatchRoute.builder()
                .name("refund-requested")
                .operation("refund")
                .match("/type", "refund.requested")
                .tenant("/tenant_id")
                .key("/order_no", "/refund_id")
                .target(DispatchTarget.stateMachine(refunds))
                .build();
        return List.of(orders, refundRoute);
    }

    static DurableDispatchStreamProps props(Stack stack, UnaryOperator<DurableDispatchStreamProps.Builder> customize) {
        return customize
                .apply(DurableDispatchStreamProps.builder()
                        .routes(routes(stack))
                        .streamCode(TeamApp.placeholderCode(assets)))
                .build();
    }

    private static JsonNode mapping(TemplateJson template) {
        Map<String, JsonNode> mappings = template.resources("AWS::Lambda::EventSourceMapping");
        assertThat(mappings).hasSize(1);
        return mappings.values().iterator().next().path("Properties");
    }

    @Test
    void kinesisMapping_answersPerRecord_bisects_boundsRetries_keepsShardOrder_andParksFailedBatches() {
        JsonNode mapping = mapping(kinesis);

        assertMappingDefaults(mapping, kinesis);
        assertThat(mapping.path("StartingPosition").asText()).isEqualTo("TRIM_HORIZON");
        assertThat(mapping.path("EventSourceArn").toString()).contains("Orders");
    }

    @Test
    void dynamoMapping_hasTheSameSettings_andStartsAtLatest() {
        JsonNode mapping = mapping(dynamo);

        assertMappingDefaults(mapping, dynamo);
        assertThat(mapping.path("StartingPosition").asText()).isEqualTo("LATEST");
        assertThat(mapping.path("EventSourceArn").toString()).contains("StreamArn");
    }

    private static void assertMappingDefaults(JsonNode mapping, TemplateJson template) {
        assertThat(mapping.path("FunctionResponseTypes").get(0).asText()).isEqualTo("ReportBatchItemFailures");
        assertThat(mapping.path("BisectBatchOnFunctionError").asBoolean()).isTrue();
        assertThat(mapping.path("MaximumRetryAttempts").asInt()).isEqualTo(10);
        assertThat(mapping.path("MaximumRecordAgeInSeconds").asInt()).isEqualTo(23 * 3600);
        assertThat(mapping.path("ParallelizationFactor").asInt()).isEqualTo(1);
        String failedBatches = template.resources("AWS::SQS::Queue").keySet().stream()
                .filter(id -> id.contains("FailedBatchQueue"))
                .findFirst()
                .orElseThrow();
        assertThat(mapping.path("DestinationConfig")
                        .path("OnFailure")
                        .path("Destination")
                        .toString())
                .contains(failedBatches);
        String alias =
                template.resources("AWS::Lambda::Alias").keySet().iterator().next();
        assertThat(mapping.path("FunctionName").toString()).contains(alias);
    }

    @Test
    void function_runsTheHandlerOfItsSource_withRoutesAndTheParkingQueue() {
        JsonNode function = kinesis.resources("AWS::Lambda::Function")
                .values()
                .iterator()
                .next()
                .path("Properties");
        assertThat(function.path("Handler").asText())
                .isEqualTo("io.durabledispatch.streams.KinesisDispatchHandler::handleRequest");
        JsonNode variables = function.path("Environment").path("Variables");
        assertThat(variables.path("ROUTES").toString()).contains("order-placed", "refund-requested");
        String parking = kinesis.resources("AWS::SQS::Queue").keySet().stream()
                .filter(id -> id.contains("ParkingQueue"))
                .findFirst()
                .orElseThrow();
        assertThat(variables.path("PARKING_QUEUE_URL").path("Ref").asText()).isEqualTo(parking);
        assertThat(variables.has("MAX_CONCURRENCY")).isTrue();

        JsonNode tableFunction = dynamo.resources("AWS::Lambda::Function")
                .values()
                .iterator()
                .next()
                .path("Properties");
        assertThat(tableFunction.path("Handler").asText())
                .isEqualTo("io.durabledispatch.streams.DynamodbDispatchHandler::handleRequest");
    }

    @Test
    void iam_startsExactlyTheRoutedTargets_sendsToParking_andReadsTheStream() {
        List<JsonNode> statements = kinesis.policyStatements();
        assertThat(statementsWith(statements, "lambda:InvokeFunction"))
                .singleElement()
                .satisfies(s -> assertThat(s.path("Resource").asText()).isEqualTo(ORDER_ALIAS_ARN));
        assertThat(statementsWith(statements, "states:StartExecution")).hasSize(1);
        assertThat(statementsWith(statements, "sqs:SendMessage")).hasSize(2);
        assertThat(statementsWith(statements, "kinesis:GetRecords")).hasSize(1);
        assertThat(statementsWith(dynamo.policyStatements(), "dynamodb:GetRecords"))
                .hasSize(1);
    }

    private static List<JsonNode> statementsWith(List<JsonNode> statements, String action) {
        return statements.stream()
                .filter(s -> s.path("Action").toString().contains("\"" + action + "\""))
                .toList();
    }

    @Test
    void alarm_watchesTheFunctionsIteratorAge_at5MinutesByDefault() {
        JsonNode alarm = kinesis.resources("AWS::CloudWatch::Alarm")
                .values()
                .iterator()
                .next()
                .path("Properties");
        assertThat(alarm.path("MetricName").asText()).isEqualTo("IteratorAge");
        assertThat(alarm.path("Namespace").asText()).isEqualTo("AWS/Lambda");
        assertThat(alarm.path("Statistic").asText()).isEqualTo("Maximum");
        assertThat(alarm.path("Threshold").asDouble()).isEqualTo(300_000.0);
        assertThat(alarm.path("ComparisonOperator").asText()).isEqualTo("GreaterThanThreshold");
    }

    @Test
    void overrides_layOverTheDefaults_andStartingPositionWins() {
        Stack stack = new Stack(new App(), "Overridden");
        Stream orders = Stream.Builder.create(stack, "Orders").build();
        new DurableDispatchStream(
                stack,
                "Stream",
                props(
                        stack,
                        b -> b.stream(orders)
                                .startingPosition(StartingPosition.LATEST)
                                .iteratorAgeThreshold(Duration.minutes(1))
                                .kinesisEventSourceProps(KinesisEventSourceProps.builder()
                                        .startingPosition(StartingPosition.TRIM_HORIZON)
                                        .retryAttempts(3)
                                        .batchSize(50)
                                        .build())));
        TemplateJson template = TemplateJson.of(Template.fromStack(stack));
        JsonNode mapping = mapping(template);

        assertThat(mapping.path("MaximumRetryAttempts").asInt()).isEqualTo(3);
        assertThat(mapping.path("BatchSize").asInt()).isEqualTo(50);
        assertThat(mapping.path("StartingPosition").asText()).isEqualTo("LATEST");
        assertThat(mapping.path("BisectBatchOnFunctionError").asBoolean()).isTrue();
        assertThat(template.resources("AWS::CloudWatch::Alarm")
                        .values()
                        .iterator()
                        .next()
                        .path("Properties")
                        .path("Threshold")
                        .asDouble())
                .isEqualTo(60_000.0);
    }

    @Test
    void bothSources_orNeither_failTheSynth() {
        Stack both = new Stack(new App(), "Both");
        Stream stream = Stream.Builder.create(both, "Events").build();
        Table table = table(both);
        assertThatThrownBy(() -> new DurableDispatchStream(
                        both, "Stream", props(both, b -> b.stream(stream).table(table))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pass exactly one source")
                .hasMessageContaining("both were given");

        Stack neither = new Stack(new App(), "Neither");
        assertThatThrownBy(() -> new DurableDispatchStream(neither, "Stream", props(neither, b -> b)))
                .hasMessageContaining("neither was given");
    }

    @Test
    void aTableWithoutAStream_failsTheSynth() {
        Stack stack = new Stack(new App(), "NoStream");
        Table table = Table.Builder.create(stack, "Orders")
                .partitionKey(Attribute.builder()
                        .name("order_no")
                        .type(AttributeType.STRING)
                        .build())
                .build();
        assertThatThrownBy(() -> new DurableDispatchStream(stack, "Stream", props(stack, b -> b.table(table))))
                .hasMessageContaining("the table has no stream");
    }

    @Test
    void cdkNag_findsNothingInTheConstruct() {
        assertThat(NagFindings.under(kinesisStack, "/TeamKinesisStack/Stream")).isEmpty();
    }
}
