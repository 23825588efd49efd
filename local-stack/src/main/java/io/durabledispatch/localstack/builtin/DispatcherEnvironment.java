package io.durabledispatch.localstack.builtin;

import static io.durabledispatch.dispatcher.config.EnvironmentVariables.*;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.localstack.LocalSettings;
import java.net.URI;
import java.util.Map;

/** The environment the dispatcher gets in the local stack: the same variables as in Lambda, local endpoints. */
final class DispatcherEnvironment {
    private DispatcherEnvironment() {}

    static Map<String, String> of(LocalSettings settings, String parkingQueueUrl, URI sqs, URI lambda, URI sfn) {
        return Map.of(
                ROUTES, settings.routes(),
                PARKING_QUEUE_URL, parkingQueueUrl,
                AWS_REGION, settings.region(),
                AWS_ENDPOINT_URL_SQS, sqs.toString(),
                AWS_ENDPOINT_URL_LAMBDA, lambda.toString(),
                AWS_ENDPOINT_URL_SFN, sfn.toString(),
                AWS_ACCESS_KEY_ID, AwsClients.LOCAL_ACCESS_KEY,
                AWS_SECRET_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY);
    }
}
