package io.durabledispatch.durableservice.aws;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.InMemoryExecutionStore;
import io.durabledispatch.durableservice.InProcessFunctionInvoker;
import io.durabledispatch.durableservice.ServiceSettings;
import io.durabledispatch.durableservice.StartExecutionRequest;
import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import io.durabledispatch.runtime.aws.LambdaDurableExecutionClient;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

/** The runtime's checkpoints travel through the real SDK LambdaClient over HTTP to the service. */
class LambdaClientEndToEndTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
    private final InProcessFunctionInvoker functions = new InProcessFunctionInvoker();
    private final DurableExecutionService service = new DurableExecutionService(
            new InMemoryExecutionStore(),
            functions,
            clock,
            ServiceSettings.defaults().withStatePageSize(1));
    private final List<String> submitted = new CopyOnWriteArrayList<>();
    private DurableApiForwarder forwarder;
    private LambdaClient lambda;

    private final class Shipping extends DurableHandler<String, String> {
        Shipping(DurableRuntime runtime) {
            super(String.class, runtime);
        }

        @Override
        protected String handle(String order, DurableContext context) {
            String label = context.step("print-label", String.class, step -> "label-" + order);
            context.sleep("pickup-window", Duration.ofMinutes(5));
            String carrier = context.waitForCallback(
                    "carrier-confirmation",
                    String.class,
                    (callbackId, step) -> submitted.add(callbackId),
                    CallbackOptions.timeout(Duration.ofHours(2)));
            return label + " via " + carrier;
        }
    }

    @AfterEach
    void stop() {
        lambda.close();
        forwarder.close();
    }

    @Test
    void workflow_runsToSuccess_withCheckpointsAndStatePagesThroughTheSdkClient() throws Exception {
        forwarder = new DurableApiForwarder(service);
        lambda = LambdaClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("akid", "secret")))
                .endpointOverride(forwarder.endpoint())
                .build();
        functions.register("shipping", new Shipping(DurableRuntime.using(new LambdaDurableExecutionClient(lambda))));
        String arn = service.start(new StartExecutionRequest("shipping", "3", "ship-42", "\"42\""))
                .executionArn();

        service.runDue();
        clock.advance(Duration.ofMinutes(5));
        service.runDue();
        service.succeedCallback(submitted.get(0), "\"dhl\"");
        service.runDue();

        assertThat(arn).contains(":function:shipping:3/durable-execution/ship-42/");
        assertThat(submitted).hasSize(1);
        assertThat(service.get(arn).status()).isEqualTo(ExecutionStatus.SUCCEEDED);
        assertThat(service.get(arn).result()).isEqualTo("\"label-42 via dhl\"");
    }
}
