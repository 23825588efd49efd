package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import io.durabledispatch.aws.ConfigurationException;
import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.parking.ParkingAttributes;
import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.PlanResults;
import io.durabledispatch.dispatcher.core.TestDispatchers;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.model.Message;

/** The handler from its environment, with the real SDK clients against a fake Lambda/SFN and ElasticMQ. */
class DispatchHandlerWireTest {
    private static ElasticMqParking elasticMq;
    private final FakeAwsServer aws = new FakeAwsServer();
    private String parkingUrl;

    @BeforeAll
    static void startSqs() {
        elasticMq = new ElasticMqParking();
    }

    @AfterAll
    static void stopSqs() {
        elasticMq.close();
    }

    @BeforeEach
    void createParkingQueue() {
        parkingUrl = elasticMq.createQueue("parking-" + UUID.randomUUID());
    }

    @AfterEach
    void stopAws() {
        aws.close();
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("ROUTES", "classpath:routes/default-routes.json");
        env.put("PARKING_QUEUE_URL", parkingUrl);
        env.put("AWS_REGION", "us-east-1");
        env.put("AWS_ENDPOINT_URL", aws.endpoint().toString());
        env.put("AWS_ENDPOINT_URL_SQS", elasticMq.endpoint.toString());
        env.put("AWS_ACCESS_KEY_ID", "test");
        env.put("AWS_SECRET_ACCESS_KEY", "test");
        env.put("AWS_MAX_ATTEMPTS", "1");
        env.put("MAX_CONCURRENCY", "8");
        return env;
    }

    private static SQSEvent fixture(String name) {
        return EventLoader.loadSQSEvent("events/" + name);
    }

    private static SQSEvent only(SQSEvent event, int index) {
        SQSEvent one = new SQSEvent();
        one.setRecords(List.of(event.getRecords().get(index)));
        return one;
    }

    private static List<String> failures(SQSBatchResponse response) {
        return response.getBatchItemFailures().stream()
                .map(SQSBatchResponse.BatchItemFailure::getItemIdentifier)
                .toList();
    }

    /** Polls the parking queue until {@code count} messages arrived or 5 s passed. */
    private List<Message> parked(int count) {
        List<Message> messages = new ArrayList<>();
        Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
        while (messages.size() < count && Instant.now().isBefore(deadline))
            messages.addAll(elasticMq.receive(parkingUrl));
        return messages;
    }

    @Test
    void wire_collapsesDuplicatesToOneExecution_withTheDocumentedInvokeRequest() {
        Map<String, String> env = env();
        // Both records of the batch start in parallel: without the memory, each reaches Lambda.
        env.put("DUPLICATE_MEMORY_ENTRIES", "0");
        DispatchHandler handler = DispatchHandler.fromEnvironment(env);
        SQSEvent event = fixture("sqs-resend-volatile.json");

        SQSBatchResponse response = handler.handleRequest(event, null);

        assertThat(failures(response)).isEmpty();
        assertThat(aws.lambda.executions).hasSize(1);
        assertThat(aws.lambda.invocations).hasSize(2).allSatisfy(invocation -> {
            assertThat(invocation.function()).isEqualTo("order-workflow");
            assertThat(invocation.qualifier()).isEqualTo("live");
            assertThat(invocation.invocationType()).isEqualTo("Event");
            assertThat(invocation.name()).startsWith("order-A-1001-");
        });
        Plan plan = PlanResults.plan(
                TestDispatchers.DEFAULT_PLANNER.plan(event.getRecords().get(0).getBody()));
        assertThat(aws.lambda.invocations.get(0).payload()).isEqualTo(plan.canonicalInput());
        assertThat(parked(0)).isEmpty();
    }

    @Test
    void wire_parksLambdaConflict_withItsAttributes_andTheOriginalBody() {
        DispatchHandler handler = DispatchHandler.fromEnvironment(env());
        SQSEvent event = fixture("sqs-conflict.json");

        handler.handleRequest(only(event, 0), null);
        SQSBatchResponse response = handler.handleRequest(only(event, 1), null);

        assertThat(failures(response)).isEmpty();
        List<Message> messages = parked(1);
        assertThat(messages).hasSize(1);
        assertThat(messages.get(0).body()).isEqualTo(event.getRecords().get(1).getBody());
        Map<String, String> attributes = ElasticMqParking.attributes(messages.get(0));
        assertThat(attributes)
                .containsEntry(ParkingAttributes.OUTCOME, "CONFLICT")
                .containsEntry(ParkingAttributes.REASON, "INPUT_CONFLICT")
                .containsEntry(ParkingAttributes.ROUTE, "order-placed")
                .containsEntry(
                        ParkingAttributes.EXECUTION_NAME,
                        aws.lambda.invocations.get(0).name())
                .containsEntry(
                        ParkingAttributes.INPUT_FINGERPRINT,
                        Sha256.hex(aws.lambda.invocations.get(1).payload()));
    }

    @Test
    void wire_returnsThrottledRecords_andTheRestOfTheirFifoGroup_inBatchItemFailures() {
        DispatchHandler handler = DispatchHandler.fromEnvironment(env());
        SQSEvent event = fixture("sqs-fifo-groups.json");
        List<String> ids = event.getRecords().stream()
                .map(SQSEvent.SQSMessage::getMessageId)
                .toList();

        SQSBatchResponse response = handler.handleRequest(event, null);

        assertThat(failures(response)).containsExactly(ids.get(0), ids.get(2), ids.get(4));
        List<String> names =
                aws.lambda.invocations.stream().map(FakeLambda.Invocation::name).toList();
        assertThat(names).noneMatch(name -> name.contains("A-1002") || name.contains("A-1003"));
        List<String> groupTwo =
                names.stream().filter(name -> name.contains("B-200")).toList();
        assertThat(groupTwo).hasSize(2);
        assertThat(groupTwo.get(0)).startsWith("order-B-2001-");
        assertThat(groupTwo.get(1)).startsWith("order-B-2002-");
    }

    @Test
    void wire_remembersWhatLambdaAccepted_soAResendIsADuplicate_neverSentAgain_butAnotherInputStillIs() {
        DispatchHandler handler = DispatchHandler.fromEnvironment(env());
        SQSEvent event = fixture("sqs-single.json");
        String body = event.getRecords().get(0).getBody();

        handler.handleRequest(event, null);
        handler.handleRequest(event, null);
        event.getRecords().get(0).setBody(body.replace("44.9", "45.9"));
        SQSBatchResponse changed = handler.handleRequest(event, null);

        assertThat(failures(changed)).isEmpty();
        assertThat(aws.lambda.invocations).hasSize(2);
        assertThat(ElasticMqParking.attributes(parked(1).get(0))).containsEntry(ParkingAttributes.OUTCOME, "CONFLICT");
    }

    @Test
    void wire_tellsStepFunctionsDuplicateFromConflict_byDescribingTheExistingExecution() {
        DispatchHandler handler = DispatchHandler.fromEnvironment(env());
        SQSEvent batch = fixture("sqs-batch.json");
        SQSEvent reward = only(batch, 3);
        handler.handleRequest(reward, null);
        handler.handleRequest(reward, null); // DUPLICATE: acked, nothing parked
        reward.getRecords().get(0).setBody(reward.getRecords().get(0).getBody().replace("500", "700"));

        SQSBatchResponse response = handler.handleRequest(reward, null);

        assertThat(failures(response)).isEmpty();
        assertThat(aws.stepFunctions.executions).hasSize(1);
        List<Message> messages = parked(1);
        assertThat(messages).hasSize(1);
        Map<String, String> attributes = ElasticMqParking.attributes(messages.get(0));
        String existing = aws.stepFunctions.executions.values().iterator().next();
        assertThat(attributes)
                .containsEntry(ParkingAttributes.OUTCOME, "CONFLICT")
                .containsEntry(ParkingAttributes.ROUTE, "reward-redeemed")
                .containsEntry(ParkingAttributes.EXISTING_INPUT_FINGERPRINT, Sha256.hex(existing));
        assertThat(attributes.get(ParkingAttributes.INPUT_FINGERPRINT)).isNotEqualTo(Sha256.hex(existing));
    }

    @Test
    void wire_retriesRecords_whenTheTargetIsMissingOrBroken_neverDroppingThem() {
        Map<String, String> env = env();
        env.put(
                "ROUTES",
                "{\"routes\":[" + route("missing", "missing-workflow") + "," + route("broken", "broken-workflow")
                        + "]}");
        DispatchHandler handler = DispatchHandler.fromEnvironment(env);
        SQSEvent event = fixture("sqs-single.json");
        SQSEvent.SQSMessage second = new SQSEvent.SQSMessage();
        second.setMessageId("m-broken");
        second.setBody("{\"type\":\"broken\",\"tenant_id\":\"acme\",\"order_no\":\"X-1\"}");
        event.getRecords().get(0).setBody("{\"type\":\"missing\",\"tenant_id\":\"acme\",\"order_no\":\"X-1\"}");
        event.setRecords(List.of(event.getRecords().get(0), second));

        SQSBatchResponse response = handler.handleRequest(event, null);

        assertThat(failures(response))
                .containsExactlyInAnyOrder(event.getRecords().get(0).getMessageId(), "m-broken");
        assertThat(parked(0)).isEmpty();
    }

    @Test
    void wire_retriesInvalidRecords_whenTheParkingQueueIsUnreachable() {
        Map<String, String> env = env();
        env.put("PARKING_QUEUE_URL", parkingUrl + "-does-not-exist");
        DispatchHandler handler = DispatchHandler.fromEnvironment(env);
        SQSEvent event = fixture("sqs-malformed.json");

        SQSBatchResponse response = handler.handleRequest(event, null);

        // Eight bad records could not be parked, so SQS keeps them; the good one started.
        assertThat(failures(response)).hasSize(event.getRecords().size() - 1);
        assertThat(aws.lambda.executions).hasSize(1);
    }

    @Test
    void fromEnvironment_refusesAnExpressStateMachine_atColdStart() {
        Map<String, String> env = env();
        env.put(
                "ROUTES",
                "{\"routes\":[{\"name\":\"fast\",\"operation\":\"fast\",\"match\":{},\"tenant\":\"/t\","
                        + "\"key\":[\"/k\"],\"input\":[\"/k\"],\"target\":{\"type\":\"stepfunctions\",\"stateMachineArn\":"
                        + "\"arn:aws:states:us-east-1:000000000000:stateMachine:express-orders\"}}]}");

        assertThatThrownBy(() -> DispatchHandler.fromEnvironment(env))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("route 'fast'")
                .hasMessageContaining("EXPRESS");
    }

    @Test
    void fromEnvironment_raisesTheJdkKeepAlivePool_toTheConcurrency() {
        Map<String, String> env = env();
        env.put("MAX_CONCURRENCY", "48");

        DispatchHandler.fromEnvironment(env);

        assertThat(Integer.parseInt(System.getProperty("http.maxConnections"))).isGreaterThanOrEqualTo(48);
    }

    private static String route(String type, String function) {
        return "{\"name\":\"" + type + "\",\"operation\":\"" + type + "\",\"match\":{\"/type\":\"" + type + "\"},"
                + "\"tenant\":\"/tenant_id\",\"key\":[\"/order_no\"],\"input\":[\"/order_no\"],"
                + "\"target\":{\"type\":\"lambda\",\"function\":\"" + function + "\",\"qualifier\":\"live\"}}";
    }
}
