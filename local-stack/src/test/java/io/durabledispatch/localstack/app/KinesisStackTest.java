package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.kinesalite.KinesaliteRequirement;
import io.durabledispatch.kinesalite.KinesaliteStreams;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.running.AppDescriptor;
import io.durabledispatch.localstack.template.KinesisMappingSpec;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;

/**
 * A template's Kinesis stream on kinesalite and its event source mapping run by the stack: records put with the
 * SDK reach the hosted function in order per partition key, and a record that makes the function fail is isolated
 * by bisecting, described to the on-failure queue after its retry, and blocks none of the records behind it.
 */
class KinesisStackTest {
    private static final Duration WAIT = Duration.ofMinutes(1);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final LambdaLogger QUIET = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    @TempDir
    static Path folder;

    private static AppStack stack;
    private static KinesisClient kinesis;
    private static final List<String> lines = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        var verdict = KinesaliteRequirement.current();
        switch (verdict.action()) {
            case RUN -> {}
            case SKIP -> Assumptions.abort(verdict.message());
            case FAIL -> throw new AssertionError(verdict.message());
        }
        var account = new LocalAccount(
                LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + DeclaredQueues.choosePort(0));
        AppPlan plan =
                AppPlan.of(TemplateReader.read(AppFixtures.kinesisTemplate(folder), account), List.of(), List.of());
        stack = AppStack.start(plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QUIET);
        stack.log("recorder").orElseThrow().follow(lines::add);
        kinesis = KinesaliteStreams.client(stack.kinesisEndpoint().orElseThrow(), LocalSettings.REGION);
    }

    @AfterAll
    static void stop() {
        if (kinesis != null) kinesis.close();
        if (stack != null) stack.close();
    }

    @Test
    void theTemplatesMapping_isReadWithItsErrorHandling() {
        KinesisMappingSpec mapping = stack.topology().kinesis().mappings().get(0);

        assertThat(stack.topology().kinesis().streams()).singleElement().satisfies(stream -> {
            assertThat(stream.name()).isEqualTo("orders");
            assertThat(stream.shardCount()).isEqualTo(2);
        });
        assertThat(mapping.stream()).isEqualTo("orders");
        assertThat(mapping.bisectOnError()).isTrue();
        assertThat(mapping.maxRetryAttempts()).isEqualTo(1);
        assertThat(mapping.maxRecordAgeSeconds()).isEqualTo(3600);
        assertThat(mapping.onFailureQueue()).hasValue("orders-failures");
        assertThat(stack.kinesisMappings()).hasSize(1);
        assertThat(stack.topology().notProvided()).noneMatch(note -> note.contains("Kinesis"));
    }

    @Test
    void recordsPutWithTheSdk_reachTheFunctionInOrderPerKey_andAPoisonGoesToTheFailureQueue() throws Exception {
        List<String> first = List.of("a1", "a2", "a3", "a4", "a5");
        first.forEach(data -> put("key-a", data));
        List.of("b1", "poison", "b2").forEach(data -> put("key-b", data));

        JsonNode failure = JSON.readTree(awaitFailureMessage().body());
        Deadline.within(WAIT)
                .await(
                        "every record after the poison",
                        () -> delivered("key-a").containsAll(first)
                                && delivered("key-b").lastIndexOf("b2")
                                        > delivered("key-b").lastIndexOf("poison"));

        // A bisected batch is delivered again in halves: the first delivery of each record shows the order.
        assertThat(delivered("key-a").stream().distinct()).containsExactlyElementsOf(first);
        assertThat(delivered("key-b").stream().distinct()).containsExactly("b1", "poison", "b2");
        assertThat(delivered("key-b").stream().filter("poison"::equals)).hasSizeGreaterThanOrEqualTo(2);
        assertThat(failure.at("/requestContext/condition").asText()).isEqualTo("RetryAttemptsExhausted");
        assertThat(failure.at("/KinesisBatchInfo/streamArn").asText()).endsWith(":stream/orders");
        assertThat(failure.at("/KinesisBatchInfo/batchSize").asInt()).isEqualTo(1);
    }

    @Test
    void theStackDescriptor_namesTheKinesisEndpoint() {
        var descriptor = AppDescriptor.of(stack, Optional.empty());

        assertThat(descriptor.endpoints().kinesis()).isPresent().isEqualTo(stack.kinesisEndpoint());
    }

    @Test
    void theFunction_isToldKinesalitesEndpoint() {
        put("key-c", "c1");

        String expected = "kinesis endpoint " + stack.kinesisEndpoint().orElseThrow();
        Deadline.within(WAIT).await("an invocation", () -> lines.contains(expected));
        assertThat(lines)
                .filteredOn(line -> line.startsWith("kinesis endpoint "))
                .containsOnly(expected);
    }

    private static void put(String key, String data) {
        kinesis.putRecord(r -> r.streamName("orders").partitionKey(key).data(SdkBytes.fromUtf8String(data)));
    }

    private static List<String> delivered(String key) {
        String prefix = "record " + key + " ";
        return lines.stream()
                .filter(line -> line.startsWith(prefix))
                .map(line -> line.substring(prefix.length()))
                .toList();
    }

    private static Message awaitFailureMessage() {
        List<Message> received = new CopyOnWriteArrayList<>();
        try (SqsClient sqs = stack.clients().sqs()) {
            String queue = stack.queueUrl("orders-failures");
            Deadline.within(WAIT).await("the on-failure message", () -> {
                received.addAll(sqs.receiveMessage(b -> b.queueUrl(queue).waitTimeSeconds(1))
                        .messages());
                return !received.isEmpty();
            });
        }
        return received.get(0);
    }
}
