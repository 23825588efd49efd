package io.durabledispatch.aws;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.awscore.client.builder.AwsSyncClientBuilder;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sqs.SqsClient;

/** The three SDK clients, built once per container on one url-connection HTTP client. */
public record AwsClients(LambdaClient lambda, SfnClient sfn, SqsClient sqs) {
    // A start that hangs must not eat the batch's time budget; the SDK retries within the call timeout.
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(15);

    public static AwsClients create(ClientSettings settings) {
        HttpKeepAlive.allowPool(settings.connections());
        if (settings.checksumsWhenRequired()) SdkChecksums.onlyWhenRequired();
        SdkHttpClient http = UrlConnectionHttpClient.builder()
                .connectionTimeout(Duration.ofSeconds(2))
                .socketTimeout(ATTEMPT_TIMEOUT)
                .build();
        return new AwsClients(
                configure(
                                LambdaClient.builder(),
                                settings,
                                http,
                                settings.endpoints().lambda())
                        .build(),
                configure(
                                SfnClient.builder(),
                                settings,
                                http,
                                settings.endpoints().sfn())
                        .build(),
                configure(
                                SqsClient.builder(),
                                settings,
                                http,
                                settings.endpoints().sqs())
                        .build());
    }

    private static <B extends AwsClientBuilder<B, ?> & AwsSyncClientBuilder<B, ?>> B configure(
            B builder, ClientSettings settings, SdkHttpClient http, Optional<URI> endpoint) {
        builder.httpClient(http)
                .region(Region.of(settings.region()))
                .credentialsProvider(credentials(settings))
                .overrideConfiguration(ClientOverrideConfiguration.builder()
                        .retryStrategy(retryStrategy(settings))
                        .apiCallAttemptTimeout(ATTEMPT_TIMEOUT)
                        .apiCallTimeout(CALL_TIMEOUT)
                        .build());
        endpoint.ifPresent(builder::endpointOverride);
        return builder;
    }

    /** One strategy per client, so an adaptive client's rate limiter is per engine: per quota. */
    private static RetryStrategy retryStrategy(ClientSettings settings) {
        RetryStrategy base = switch (settings.retryMode()) {
            case STANDARD -> AwsRetryStrategy.standardRetryStrategy();
            case ADAPTIVE -> AwsRetryStrategy.adaptiveRetryStrategy();
        };
        return base.toBuilder().maxAttempts(settings.maxAttempts()).build();
    }

    private static AwsCredentialsProvider credentials(ClientSettings settings) {
        if (settings.credentials().isEmpty())
            return DefaultCredentialsProvider.builder().build();
        ClientSettings.StaticKeys keys = settings.credentials().get();
        AwsCredentials credentials = keys.sessionToken().isPresent()
                ? AwsSessionCredentials.create(
                        keys.accessKeyId(),
                        keys.secretAccessKey(),
                        keys.sessionToken().get())
                : AwsBasicCredentials.create(keys.accessKeyId(), keys.secretAccessKey());
        return StaticCredentialsProvider.create(credentials);
    }
}
