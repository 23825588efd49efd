package io.durabledispatch.workflows.carrier;

import java.net.URI;
import java.util.Optional;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * Where the order workflow sends shipment requests, read from its environment: {@code SHIPMENT_QUEUE_URL} (set
 * by the CDK app), and {@code AWS_ENDPOINT_URL_SQS} / {@code AWS_REGION} for the client.
 */
public record CarrierSettings(String queueUrl, Optional<URI> endpoint, Optional<String> region) {
    public static final String QUEUE_URL_VARIABLE = "SHIPMENT_QUEUE_URL";

    /** Empty when the environment names no queue (the function then keeps requests in memory). */
    public static Optional<CarrierSettings> fromEnvironment(UnaryOperator<String> env) {
        return present(env, QUEUE_URL_VARIABLE)
                .map(url -> new CarrierSettings(
                        url, present(env, "AWS_ENDPOINT_URL_SQS").map(URI::create), present(env, "AWS_REGION")));
    }

    public SqsShipping shipping() {
        var builder = SqsClient.builder().httpClient(UrlConnectionHttpClient.create());
        endpoint.ifPresent(builder::endpointOverride);
        region.map(Region::of).ifPresent(builder::region);
        return new SqsShipping(builder.build(), queueUrl);
    }

    private static Optional<String> present(UnaryOperator<String> env, String variable) {
        return Optional.ofNullable(env.apply(variable)).filter(value -> !value.isBlank());
    }
}
