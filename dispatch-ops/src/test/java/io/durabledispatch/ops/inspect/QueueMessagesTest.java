package io.durabledispatch.ops.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueSettings;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;

class QueueMessagesTest {
    private static final String REGION = "eu-west-1";

    private EmbeddedSqs server;
    private SqsClient sqs;
    private QueueMessages messages;

    @BeforeEach
    void startSqs() {
        server = EmbeddedSqs.start(QueueSettings.defaults(), REGION, 0, Optional.empty());
        sqs = AwsClients.local(server.endpoint(), REGION).sqs();
        messages = new QueueMessages(sqs);
    }

    @AfterEach
    void stop() {
        sqs.close();
        server.close();
    }

    @Test
    void sendAll_deliversEveryBody_acrossSeveralBatches() {
        List<String> bodies =
                IntStream.range(0, 23).mapToObj(i -> "{\"n\":" + i + "}").toList();

        messages.sendAll(server.queues().main(), bodies, "ignored");

        assertThat(messages.depth(server.queues().main())).isEqualTo(23);
        assertThat(messages.browse(server.queues().main(), 100))
                .extracting(Message::body)
                .containsExactlyInAnyOrderElementsOf(bodies);
    }

    @Test
    void sendAll_onFifo_groupsEveryBody_andDeduplicatesByContent() {
        String fifo = server.queues().fifo();

        messages.sendAll(fifo, List.of("a", "b", "a"), "tenant-1");

        List<Message> received = messages.browse(fifo, 10);
        assertThat(received).extracting(Message::body).containsExactly("a", "b");
        assertThat(received)
                .allSatisfy(m -> assertThat(m.attributesAsStrings()).containsEntry("MessageGroupId", "tenant-1"));
    }
}
