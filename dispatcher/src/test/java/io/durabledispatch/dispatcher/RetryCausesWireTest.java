package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.aws.LambdaDurableStarter;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.dispatcher.config.Settings;
import io.durabledispatch.routes.LambdaDurableTarget;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The real SDK's exceptions, from real HTTP answers, classified into retry causes. */
class RetryCausesWireTest {
    private final FakeAwsServer aws = new FakeAwsServer();
    private final AwsClients clients = AwsClients.create(Settings.from(Map.of(
                    "ROUTES", "classpath:routes/default-routes.json",
                    "PARKING_QUEUE_URL", "http://127.0.0.1/000000000000/parking",
                    "AWS_REGION", "us-east-1",
                    "AWS_ENDPOINT_URL", aws.endpoint().toString(),
                    "AWS_ACCESS_KEY_ID", "test",
                    "AWS_SECRET_ACCESS_KEY", "test",
                    "AWS_MAX_ATTEMPTS", "1"))
            .clients());
    private final LambdaDurableStarter starter = new LambdaDurableStarter(clients.lambda());

    @AfterEach
    void close() {
        clients.lambda().close();
        aws.close();
    }

    private StartResult start(String function, String input) {
        return starter.start(new LambdaDurableTarget(function, "live"), "order-A-1-abc", input);
    }

    @Test
    void http429TooManyRequests_isThrottled() {
        assertThat(start("order-workflow", "{\"n\":\"THROTTLE\"}").retryCause()).contains(RetryCause.THROTTLED);
    }

    @Test
    void http500_isTransient() {
        assertThat(start("broken-workflow", "{}").retryCause()).contains(RetryCause.TRANSIENT);
    }

    @Test
    void http404MissingFunction_isADeploymentFault() {
        StartResult result = start("missing-workflow", "{}");

        assertThat(result.retryCause()).contains(RetryCause.DEPLOYMENT_FAULT);
        assertThat(result.detail()).contains("ResourceNotFoundException", "404");
    }
}
