package io.durabledispatch.durableservice.aws;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.durableservice.InMemoryExecutionStore;
import io.durabledispatch.durableservice.InProcessFunctionInvoker;
import io.durabledispatch.durableservice.ServiceSettings;
import io.durabledispatch.durableservice.StartExecutionRequest;
import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.runtime.DurableClientException;
import io.durabledispatch.runtime.aws.LambdaDurableExecutionClient;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;

/** How service refusals reach the runtime through the SDK: retryable (re-invoke) or fatal (FAILED). */
class LambdaDurableExecutionClientTest {
    private final DurableExecutionService service = new DurableExecutionService(
            new InMemoryExecutionStore(),
            new InProcessFunctionInvoker(),
            new ManualClock(Instant.parse("2026-01-01T00:00:00Z")),
            ServiceSettings.defaults());
    private DurableApiForwarder forwarder;
    private LambdaClient lambda;
    private LambdaDurableExecutionClient client;

    @BeforeEach
    void connect() throws Exception {
        forwarder = new DurableApiForwarder(service);
        lambda = LambdaClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("akid", "secret")))
                .endpointOverride(forwarder.endpoint())
                .build();
        client = new LambdaDurableExecutionClient(lambda);
    }

    @AfterEach
    void disconnect() {
        lambda.close();
        forwarder.close();
    }

    @Test
    void checkpoint_isRetryable_whenTheServiceSaysInvalidCheckpointToken() {
        String arn = service.start(new StartExecutionRequest("orders", "1", "order-1", "{}"))
                .executionArn();

        assertThatThrownBy(() -> client.checkpoint(arn, "stale-token", List.of()))
                .isInstanceOfSatisfying(DurableClientException.class, e -> {
                    assertThat(e.retryable()).isTrue();
                    assertThat(e.errorType()).isEqualTo("InvalidParameterValueException");
                    assertThat(e.getMessage()).contains("Invalid Checkpoint Token");
                });
    }

    @Test
    void getState_isFatal_whenTheExecutionDoesNotExist() {
        String unknown = "arn:aws:lambda:us-east-1:123456789012:function:orders:1/durable-execution/x/y";

        assertThatThrownBy(() -> client.getState(unknown, "token", null))
                .isInstanceOfSatisfying(DurableClientException.class, e -> {
                    assertThat(e.retryable()).isFalse();
                    assertThat(e.errorType()).isEqualTo("ResourceNotFoundException");
                });
    }
}
