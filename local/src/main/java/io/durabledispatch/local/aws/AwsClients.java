package io.durabledispatch.local.aws;

import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * Builds the real AWS SDK clients for one place: the local stack (an endpoint on this machine, fake static
 * keys) or real AWS (no endpoint: region and credentials from the SDK's default chain).
 *
 * @param endpoint the endpoint override; empty for real AWS
 * @param region empty to take it from the default chain (AWS_REGION, profile)
 */
public record AwsClients(Optional<URI> endpoint, Optional<Region> region) {
    /** The local emulators accept any signature; these keys only satisfy the SDK's signer. */
    public static final String LOCAL_ACCESS_KEY = "local";

    public static final String LOCAL_SECRET_KEY = "local-secret";

    private static final UrlConnectionHttpClient.Builder HTTP = UrlConnectionHttpClient.builder();

    public static AwsClients local(URI endpoint, String region) {
        return new AwsClients(Optional.of(endpoint), Optional.of(Region.of(region)));
    }

    public SqsClient sqs() {
        return configure(SqsClient.builder().httpClientBuilder(HTTP)).build();
    }

    public LambdaClient lambda() {
        return configure(LambdaClient.builder().httpClientBuilder(HTTP)).build();
    }

    public SfnClient stepFunctions() {
        return configure(SfnClient.builder().httpClientBuilder(HTTP)).build();
    }

    private <B extends AwsClientBuilder<B, ?>> B configure(B builder) {
        endpoint.ifPresent(builder::endpointOverride);
        region.ifPresent(builder::region);
        builder.credentialsProvider(credentials());
        return builder;
    }

    private AwsCredentialsProvider credentials() {
        if (endpoint.isEmpty()) return DefaultCredentialsProvider.builder().build();
        return StaticCredentialsProvider.create(AwsBasicCredentials.create(LOCAL_ACCESS_KEY, LOCAL_SECRET_KEY));
    }
}
