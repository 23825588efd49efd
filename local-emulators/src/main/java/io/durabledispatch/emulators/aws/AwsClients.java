package io.durabledispatch.emulators.aws;

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
 * Builds the real AWS SDK clients for one place: the local stack (endpoints on this machine, fake static keys)
 * or real AWS (no endpoints: region and credentials from the SDK's default chain, profile included).
 *
 * @param endpoints the endpoint overrides; empty for real AWS
 * @param region empty to take it from the default chain (AWS_REGION, profile)
 */
public record AwsClients(Optional<Endpoints> endpoints, Optional<Region> region) {
    /** The local emulators accept any signature; these keys only satisfy the SDK's signer. */
    public static final String LOCAL_ACCESS_KEY = "local";

    public static final String LOCAL_SECRET_KEY = "local-secret";

    private static final UrlConnectionHttpClient.Builder HTTP = UrlConnectionHttpClient.builder();

    public static AwsClients local(Endpoints endpoints, String region) {
        return new AwsClients(Optional.of(endpoints), Optional.of(Region.of(region)));
    }

    public static AwsClients local(URI endpoint, String region) {
        return local(Endpoints.all(endpoint), region);
    }

    public SqsClient sqs() {
        return configure(SqsClient.builder().httpClientBuilder(HTTP), endpoints.map(Endpoints::sqs))
                .build();
    }

    public LambdaClient lambda() {
        return configure(LambdaClient.builder().httpClientBuilder(HTTP), endpoints.map(Endpoints::lambda))
                .build();
    }

    public SfnClient stepFunctions() {
        return configure(SfnClient.builder().httpClientBuilder(HTTP), endpoints.map(Endpoints::stepFunctions))
                .build();
    }

    private <B extends AwsClientBuilder<B, ?>> B configure(B builder, Optional<URI> endpoint) {
        endpoint.ifPresent(builder::endpointOverride);
        region.ifPresent(builder::region);
        return builder.credentialsProvider(credentials());
    }

    private AwsCredentialsProvider credentials() {
        if (endpoints.isEmpty()) return DefaultCredentialsProvider.builder().build();
        return StaticCredentialsProvider.create(AwsBasicCredentials.create(LOCAL_ACCESS_KEY, LOCAL_SECRET_KEY));
    }
}
