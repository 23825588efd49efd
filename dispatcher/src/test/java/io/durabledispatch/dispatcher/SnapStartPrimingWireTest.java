package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.dispatcher.snapstart.SnapStartPriming;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The wiring registers the priming hook, and priming talks to no engine: no start, no name taken. */
class SnapStartPrimingWireTest {
    private final FakeAwsServer aws = new FakeAwsServer();

    @AfterEach
    void stopAws() {
        aws.close();
    }

    @Test
    void wiring_registersPriming_whichPlansEveryRoute_andStartsNothing() {
        DispatchHandler.fromEnvironment(Map.of(
                "ROUTES", "classpath:routes/default-routes.json",
                "PARKING_QUEUE_URL", "http://127.0.0.1:9/000000000000/parking",
                "AWS_REGION", "us-east-1",
                "AWS_ENDPOINT_URL", aws.endpoint().toString(),
                "AWS_ACCESS_KEY_ID", "test",
                "AWS_SECRET_ACCESS_KEY", "test"));
        SnapStartPriming priming = SnapStartPriming.registered().orElseThrow();

        priming.beforeCheckpoint(null);

        // The four samples' body routes and their EventBridge twins; the HTTP routes are not the queue's.
        assertThat(priming.primedRoutes()).isEqualTo(8);
        assertThat(aws.lambda.invocations).isEmpty();
        assertThat(aws.stepFunctions.executions).isEmpty();
    }
}
