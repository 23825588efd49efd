package io.durabledispatch.benchmarks.http;

import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.client.config.SdkAdvancedAsyncClientOption;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.crt.AwsCrtAsyncHttpClient;
import software.amazon.awssdk.http.crt.AwsCrtHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.http.nio.netty.SdkEventLoopGroup;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaAsyncClient;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeRequest;

/**
 * The HTTP clients compared, each behind the same Lambda client configuration as the dispatcher's (static
 * keys, region, endpoint override). Sync clients run one start per thread on {@code concurrency} threads, as the
 * dispatcher does; async clients keep {@code concurrency} starts in flight on their own few threads.
 */
enum HttpClientKind {
    /** Today's dispatcher: url-connection with the SDK's default checksums (WHEN_SUPPORTED). */
    URL_CONNECTION_DEFAULT_CHECKSUMS(false),
    URL_CONNECTION(true),
    APACHE5(true),
    CRT_SYNC(true),
    CRT_ASYNC(true),
    NETTY_ASYNC(true);

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final boolean checksumsWhenRequired;

    HttpClientKind(boolean checksumsWhenRequired) {
        this.checksumsWhenRequired = checksumsWhenRequired;
    }

    String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /**
     * Lambda's client builders have no checksum settings (no Lambda operation has a checksum trait); the SDK
     * reads {@code aws.requestChecksumCalculation} / {@code aws.responseChecksumValidation} when a client is
     * built, so each client is built with the property set to its variant's value.
     */
    synchronized StartCaller caller(URI endpoint, int concurrency) {
        System.setProperty("aws.requestChecksumCalculation", requestChecksums().name());
        System.setProperty("aws.responseChecksumValidation", responseChecksums().name());
        return build(endpoint, concurrency);
    }

    private StartCaller build(URI endpoint, int concurrency) {
        return switch (this) {
            case URL_CONNECTION_DEFAULT_CHECKSUMS, URL_CONNECTION ->
                sync(
                        UrlConnectionHttpClient.builder()
                                .connectionTimeout(Duration.ofSeconds(2))
                                .socketTimeout(TIMEOUT)
                                .build(),
                        endpoint,
                        concurrency);
            case APACHE5 ->
                sync(
                        Apache5HttpClient.builder()
                                .maxConnections(concurrency)
                                .connectionTimeout(Duration.ofSeconds(2))
                                .socketTimeout(TIMEOUT)
                                .build(),
                        endpoint,
                        concurrency);
            case CRT_SYNC ->
                sync(
                        AwsCrtHttpClient.builder()
                                .maxConcurrency(concurrency)
                                .connectionTimeout(Duration.ofSeconds(2))
                                .build(),
                        endpoint,
                        concurrency);
            case CRT_ASYNC ->
                async(
                        AwsCrtAsyncHttpClient.builder()
                                .maxConcurrency(concurrency)
                                .connectionTimeout(Duration.ofSeconds(2))
                                .build(),
                        endpoint,
                        concurrency);
            case NETTY_ASYNC ->
                async(
                        NettyNioAsyncHttpClient.builder()
                                .maxConcurrency(concurrency)
                                .eventLoopGroup(SdkEventLoopGroup.builder()
                                        .numberOfThreads(2)
                                        .build())
                                .connectionTimeout(Duration.ofSeconds(2))
                                .readTimeout(TIMEOUT)
                                .build(),
                        endpoint,
                        concurrency);
        };
    }

    private StartCaller sync(SdkHttpClient http, URI endpoint, int concurrency) {
        LambdaClient lambda = LambdaClient.builder()
                .httpClient(http)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .endpointOverride(endpoint)
                .build();
        ExecutorService threads = Executors.newFixedThreadPool(concurrency, daemon());
        return new StartCaller() {
            @Override
            public CompletableFuture<Void> start(String executionName, String input) {
                return CompletableFuture.runAsync(() -> lambda.invoke(request(executionName, input)), threads);
            }

            @Override
            public void close() {
                threads.shutdownNow();
                lambda.close();
            }
        };
    }

    private StartCaller async(SdkAsyncHttpClient http, URI endpoint, int concurrency) {
        // Completing the SDK's future on the HTTP client's own thread: no hop to a second pool per start.
        LambdaAsyncClient lambda = LambdaAsyncClient.builder()
                .httpClient(http)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .endpointOverride(endpoint)
                .asyncConfiguration(
                        b -> b.advancedOption(SdkAdvancedAsyncClientOption.FUTURE_COMPLETION_EXECUTOR, Runnable::run))
                .build();
        Semaphore inFlight = new Semaphore(concurrency);
        return new StartCaller() {
            @Override
            public CompletableFuture<Void> start(String executionName, String input) {
                inFlight.acquireUninterruptibly();
                return lambda.invoke(request(executionName, input))
                        .whenComplete((response, error) -> inFlight.release())
                        .thenApply(response -> null);
            }

            @Override
            public void close() {
                lambda.close();
            }
        };
    }

    private RequestChecksumCalculation requestChecksums() {
        return checksumsWhenRequired
                ? RequestChecksumCalculation.WHEN_REQUIRED
                : RequestChecksumCalculation.WHEN_SUPPORTED;
    }

    private ResponseChecksumValidation responseChecksums() {
        return checksumsWhenRequired
                ? ResponseChecksumValidation.WHEN_REQUIRED
                : ResponseChecksumValidation.WHEN_SUPPORTED;
    }

    private static StaticCredentialsProvider credentials() {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDBENCHMARK", "benchmark-secret"));
    }

    /** The dispatcher's request: an Event invoke of the qualified function with the durable execution name. */
    static InvokeRequest request(String executionName, String input) {
        return InvokeRequest.builder()
                .functionName("order-workflow")
                .qualifier("live")
                .invocationType(InvocationType.EVENT)
                .durableExecutionName(executionName)
                .payload(SdkBytes.fromUtf8String(input))
                .build();
    }

    private static java.util.concurrent.ThreadFactory daemon() {
        return runnable -> {
            Thread thread = new Thread(runnable, "start-caller");
            thread.setDaemon(true);
            return thread;
        };
    }
}
