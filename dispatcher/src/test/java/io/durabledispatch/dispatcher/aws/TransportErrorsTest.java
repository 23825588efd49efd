package io.durabledispatch.dispatcher.aws;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.aws.LambdaDurableStarter;
import io.durabledispatch.aws.SqsParkingQueue;
import io.durabledispatch.aws.StepFunctionsStarter;
import io.durabledispatch.core.parking.ParkedMessage;
import io.durabledispatch.core.parking.ParkingException;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.dispatcher.config.Settings;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** With nothing listening, every adapter reports a retry, never an exception or a silent ack. */
class TransportErrorsTest {
    private final AwsClients clients = AwsClients.create(Settings.from(Map.of(
                    "ROUTES", "classpath:routes/default-routes.json",
                    "PARKING_QUEUE_URL", "http://127.0.0.1/000000000000/parking",
                    "AWS_REGION", "us-east-1",
                    "AWS_ENDPOINT_URL", "http://127.0.0.1:" + closedPort(),
                    "AWS_ACCESS_KEY_ID", "test",
                    "AWS_SECRET_ACCESS_KEY", "test",
                    "AWS_MAX_ATTEMPTS", "1"))
            .clients());

    private static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort(); // closed again when this returns: connections are refused
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterEach
    void close() {
        clients.lambda().close();
        clients.sfn().close();
        clients.sqs().close();
    }

    @Test
    void lambdaStart_isRetryable_whenTheConnectionIsRefused() {
        StartResult result = new LambdaDurableStarter(clients.lambda())
                .start(new LambdaDurableTarget("order-workflow", "live"), "order-A-1-abc", "{}");

        assertThat(result.outcome()).isEqualTo(Outcome.RETRYABLE);
        assertThat(result.retryCause()).contains(RetryCause.TRANSIENT);
        assertThat(result.detail()).startsWith("transport error");
    }

    @Test
    void stepFunctionsStart_isRetryable_whenTheConnectionIsRefused() {
        StepFunctionsTarget target = new StepFunctionsTarget("arn:aws:states:us-east-1:000000000000:stateMachine:m");

        StartResult result = new StepFunctionsStarter(clients.sfn()).start(target, "reward-R-1-abc", "{}");

        assertThat(result.outcome()).isEqualTo(Outcome.RETRYABLE);
    }

    @Test
    void parking_throws_whenTheQueueIsUnreachable() {
        SqsParkingQueue parking = new SqsParkingQueue(clients.sqs(), "http://127.0.0.1/000000000000/parking");

        assertThatThrownBy(() -> parking.park(new ParkedMessage("m1", "{}", Map.of("reason", "NO_ROUTE"))))
                .isInstanceOf(ParkingException.class)
                .hasMessageContaining("transport error");
    }
}
