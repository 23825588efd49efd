package io.durabledispatch.emulators.lambda;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;

/**
 * The {@code LambdaClient} hosted functions use to reach the emulator, as a function in AWS reaches Lambda, but
 * unsigned: the emulator checks no signature, and SigV4 (a SHA-256 of every body plus HMACs, with a shared
 * digest pool) was the largest single cost of a checkpoint here.
 */
final class LocalLambdaClients {
    private LocalLambdaClients() {}

    static LambdaClient create(URI endpoint, String region) {
        return LambdaClient.builder()
                .endpointOverride(endpoint)
                .region(Region.of(region))
                .credentialsProvider(AnonymousCredentialsProvider.create())
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }
}
