package io.durabledispatch.local.lambda;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;

/** The {@code LambdaClient} hosted functions use to reach the emulator, as a function in AWS reaches Lambda. */
final class LocalLambdaClients {
    private LocalLambdaClients() {}

    static LambdaClient create(URI endpoint, String region) {
        return LambdaClient.builder()
                .endpointOverride(endpoint)
                .region(Region.of(region))
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }
}
