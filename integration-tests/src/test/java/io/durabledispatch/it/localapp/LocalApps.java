package io.durabledispatch.it.localapp;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.template.LocalAccount;

/** Shared set-up of the suites that start the local stack from a user's app. */
final class LocalApps {
    static final LocalSettings.Ports EPHEMERAL = LocalSettings.Ports.EPHEMERAL;

    /** The functions' own log lines (the dispatcher prints one per record) stay out of the build log. */
    static final LambdaLogger QUIET = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };

    private LocalApps() {}

    /** The local account, with the SQS port chosen now: queue URLs in the template resolve to it. */
    static LocalAccount account() {
        int sqsPort = DeclaredQueues.choosePort(0);
        return new LocalAccount(LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + sqsPort);
    }
}
