package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.aws.Deadline;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.inspect.QueueMessages;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuiltInStackRestartTest {
    private static final String POINTS = "{\"type\":\"points.earned\",\"tenant_id\":\"acme\",\"member_id\":\"M-%d\","
            + "\"activity_id\":\"signup\",\"points\":10}";
    private static final String POISON = "{\"type\":\"points.earned\"";
    private static final String ORDER = "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"A-SHIP\","
            + "\"customer\":{\"id\":\"C-1\"},\"items\":[],\"amount\":{\"value\":5,\"currency\":\"EUR\"}}";
    /** Generous for a loaded machine: a wait returns as soon as its condition holds. */
    private static final Duration WAIT = Duration.ofMinutes(2);

    @TempDir
    Path dataDir;

    private BuiltInStack system;

    @AfterEach
    void stop() {
        if (system != null) system.close();
    }

    /**
     * One restart for everything a data directory must keep: executions, parked messages, a message accepted but
     * not yet delivered, and a shipment request the stopped carrier had taken but not confirmed.
     */
    @Test
    void restartWithDataDirectory_keepsExecutionsParkedQueuedMessagesAndUnconfirmedShipments() {
        // The carrier takes the shipment request from its queue but would confirm it only after the stack is gone.
        system = BuiltInStack.start(settings().withShipmentDelay(Optional.of(Duration.ofHours(1))), QuietLog.LOGGER);
        send(String.format(POINTS, 1), 0);
        send(POISON, 0);
        send(ORDER, 0);
        awaitExecutions(1);
        Deadline.within(WAIT)
                .await(
                        "the shipment request on the carrier's queue",
                        () -> queue().depth(system.queues().shipments()) == 1);
        assertThat(executions()).extracting(ExecutionRecord::status).containsOnly("SUCCEEDED", "RUNNING");
        // All three consumed before the stop: the poison was parked once, and no delivery of it is cut short by the
        // stop (one would be delivered, and parked, again after the restart).
        Deadline.within(WAIT)
                .await(
                        "the first three to be consumed",
                        () -> queue().depth(system.queues().main()) == 0);
        // Accepted but not yet delivered when the stack stops: it must be delivered after the restart.
        send(String.format(POINTS, 2), 4);
        system.close();

        system = BuiltInStack.start(settings(), QuietLog.LOGGER);
        send(String.format(POINTS, 1), 0); // a duplicate of a request started before the restart

        List<ExecutionRecord> executions = awaitExecutions(3);
        assertThat(executions).extracting(ExecutionRecord::status).containsOnly("SUCCEEDED");
        assertThat(executions)
                .extracting(ExecutionRecord::name)
                .anySatisfy(name -> assertThat(name).startsWith("order-A-SHIP-"));
        Deadline.within(WAIT)
                .await(
                        "the duplicate to be consumed and the confirmed request deleted",
                        () -> queue().depth(system.queues().main()) == 0
                                && queue().depth(system.queues().shipments()) == 0);
        assertThat(executions()).hasSize(3);
        assertThat(queue().browse(system.queues().parking(), 10))
                .extracting(m -> m.body())
                .containsExactly(POISON);
    }

    /**
     * Each message delivered once however slow the machine (the poison is parked exactly once). The tests stop a stack
     * only once its queue is consumed (but for a message still delayed), so the long visibility timeout, which the
     * data directory keeps across a restart, holds back no message.
     */
    private LocalSettings settings() {
        return BuiltInStackTest.deliveredOnceSettings().withDataDirectory(Optional.of(dataDir));
    }

    private void send(String body, int delaySeconds) {
        try (var sqs = system.clients().sqs()) {
            sqs.sendMessage(
                    b -> b.queueUrl(system.queues().main()).messageBody(body).delaySeconds(delaySeconds));
        }
    }

    private List<ExecutionRecord> awaitExecutions(int count) {
        Deadline.within(WAIT)
                .await(
                        count + " succeeded executions",
                        () -> executions().stream()
                                        .filter(e -> e.status().equals("SUCCEEDED"))
                                        .count()
                                == count);
        return executions();
    }

    private List<ExecutionRecord> executions() {
        return BuiltInStackTest.executions(system).all();
    }

    private QueueMessages queue() {
        return new QueueMessages(system.clients().sqs());
    }
}
