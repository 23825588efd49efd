package io.durabledispatch.emulators.testing;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;

/** Real SDK clients pointed at an emulator, with static fake credentials and no SDK retries. */
public final class AwsClients {
    private AwsClients() {}

    public static SfnClient sfn(URI endpoint) {
        return SfnClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(noRetries())
                .build();
    }

    public static LambdaClient lambda(URI endpoint) {
        return LambdaClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(noRetries())
                .build();
    }

    private static StaticCredentialsProvider credentials() {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"));
    }

    private static ClientOverrideConfiguration noRetries() {
        return ClientOverrideConfiguration.builder()
                .retryStrategy(AwsRetryStrategy.doNotRetry())
                .build();
    }
}
