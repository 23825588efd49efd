package io.durabledispatch.localstack.builtin;

import static io.durabledispatch.settings.SettingsTable.*;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.settings.EnvironmentValues;
import java.net.URI;
import java.util.Map;

/** The environment the dispatcher gets in the local stack: the same variables as in Lambda, local endpoints. */
final class DispatcherEnvironment {
    private DispatcherEnvironment() {}

    static Map<String, String> of(LocalSettings settings, String parkingQueueUrl, URI sqs, URI lambda, URI sfn) {
        return EnvironmentValues.defaults()
                .with(ROUTES, settings.routes())
                .with(PARKING_QUEUE_URL, parkingQueueUrl)
                .with(AWS_REGION, settings.region())
                .with(AWS_ENDPOINT_URL_SQS, sqs)
                .with(AWS_ENDPOINT_URL_LAMBDA, lambda)
                .with(AWS_ENDPOINT_URL_SFN, sfn)
                .with(AWS_ACCESS_KEY_ID, AwsClients.LOCAL_ACCESS_KEY)
                .with(AWS_SECRET_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY)
                .asMap();
    }
}
