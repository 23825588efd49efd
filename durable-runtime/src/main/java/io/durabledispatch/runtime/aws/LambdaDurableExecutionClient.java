package io.durabledispatch.runtime.aws;

import io.durabledispatch.runtime.DurableClientException;
import io.durabledispatch.runtime.DurableExecutionClient;
import io.durabledispatch.runtime.config.RuntimeSettings;
import io.durabledispatch.runtime.wire.CheckpointResponse;
import io.durabledispatch.runtime.wire.StatePage;
import java.util.List;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.LambdaClientBuilder;
import software.amazon.awssdk.services.lambda.model.CheckpointDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionStateResponse;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** The durable data plane over the SDK's {@code LambdaClient}: the same code in AWS and against the emulator. */
public final class LambdaDurableExecutionClient implements DurableExecutionClient {
    private static final String STALE_TOKEN_PREFIX = "Invalid Checkpoint Token";

    private final LambdaClient lambda;

    public LambdaDurableExecutionClient(LambdaClient lambda) {
        this.lambda = lambda;
    }

    /** Builds the container's one {@code LambdaClient}: url-connection HTTP, region and endpoint from settings. */
    public static LambdaDurableExecutionClient create(RuntimeSettings settings) {
        LambdaClientBuilder builder = LambdaClient.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .credentialsProvider(DefaultCredentialsProvider.builder().build())
                .region(Region.of(settings.region()));
        settings.endpointOverride().ifPresent(builder::endpointOverride);
        return new LambdaDurableExecutionClient(builder.build());
    }

    @Override
    public CheckpointResponse checkpoint(String executionArn, String checkpointToken, List<OperationUpdate> updates) {
        CheckpointDurableExecutionResponse response =
                call(() -> lambda.checkpointDurableExecution(request -> request.durableExecutionArn(executionArn)
                        .checkpointToken(checkpointToken)
                        .updates(updates)));
        var state = response.newExecutionState();
        StatePage page = state == null ? null : new StatePage(state.operations(), state.nextMarker());
        return new CheckpointResponse(response.checkpointToken(), page);
    }

    @Override
    public StatePage getState(String executionArn, String checkpointToken, String marker) {
        GetDurableExecutionStateResponse response =
                call(() -> lambda.getDurableExecutionState(request -> request.durableExecutionArn(executionArn)
                        .checkpointToken(checkpointToken)
                        .marker(marker)));
        return new StatePage(response.operations(), response.nextMarker());
    }

    private static <T> T call(Supplier<T> apiCall) {
        try {
            return apiCall.get();
        } catch (AwsServiceException e) {
            String code = e.awsErrorDetails() == null
                    ? "ServiceException"
                    : e.awsErrorDetails().errorCode();
            throw new DurableClientException(code, e.getMessage(), retryable(e), e);
        } catch (SdkException e) {
            // No answer from the service (connection, timeout): let Lambda re-invoke.
            throw new DurableClientException("SdkClientException", e.getMessage(), true, e);
        }
    }

    /** Stale tokens, throttling and 5xx are retried by re-invocation; other 4xx and KMS errors fail it. */
    private static boolean retryable(AwsServiceException e) {
        String message =
                e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorMessage();
        boolean staleToken = message != null && message.startsWith(STALE_TOKEN_PREFIX);
        boolean kms =
                e.awsErrorDetails() != null && e.awsErrorDetails().errorCode().startsWith("KMS");
        return staleToken || e.statusCode() == 429 || (e.statusCode() >= 500 && !kms);
    }
}
