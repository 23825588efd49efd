package io.durabledispatch.benchmarks;

import static io.durabledispatch.settings.SettingsTable.*;

import java.net.URI;
import java.util.HashMap;
import java.util.Map;

/** The environment a Lambda container would give the dispatcher, pointed at local endpoints. */
public final class DispatcherEnvironment {
    public static final String ROUTES_RESOURCE = "classpath:routes/default-routes.json";
    public static final String REGION = "us-east-1";

    private DispatcherEnvironment() {}

    public static Map<String, String> of(
            URI lambda, URI stepFunctions, URI sqs, String parkingQueueUrl, int maxConcurrency) {
        Map<String, String> env = new HashMap<>();
        env.put(ROUTES.variable(), ROUTES_RESOURCE);
        env.put(PARKING_QUEUE_URL.variable(), parkingQueueUrl);
        env.put(MAX_CONCURRENCY.variable(), Integer.toString(maxConcurrency));
        env.put(AWS_REGION.variable(), REGION);
        env.put(AWS_ENDPOINT_URL_LAMBDA.variable(), lambda.toString());
        env.put(AWS_ENDPOINT_URL_SFN.variable(), stepFunctions.toString());
        env.put(AWS_ENDPOINT_URL_SQS.variable(), sqs.toString());
        env.put(AWS_ACCESS_KEY_ID.variable(), "AKIDBENCHMARK");
        env.put(AWS_SECRET_ACCESS_KEY.variable(), "benchmark-secret");
        return env;
    }

    /** Only Lambda starts are expected: the other services point at the same endpoint and are never called. */
    public static Map<String, String> lambdaOnly(URI lambda, int maxConcurrency) {
        return of(lambda, lambda, lambda, lambda + "/000000000000/parking", maxConcurrency);
    }
}
