package io.durabledispatch.emulators.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.sqs.QueueUrls;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;

/** A rule's SQS target is an ElasticMQ queue, addressed by the ARN a template names. */
class SqsEventTargetsTest {
    private EmbeddedSqs server;
    private SqsClient sqs;

    @BeforeEach
    void start() {
        server = EmbeddedSqs.start(QueueSettings.defaults(), LocalAccount.REGION, 0, Optional.empty());
        sqs = AwsClients.local(server.endpoint(), LocalAccount.REGION).sqs();
    }

    @AfterEach
    void stop() {
        sqs.close();
        server.close();
    }

    @Test
    void send_putsTheEventOnTheQueueTheArnNames() {
        String url = server.queues().main();
        SqsEventTargets targets = new SqsEventTargets(sqs, server.endpoint());

        targets.send(QueueUrls.arnOf(url, LocalAccount.REGION), "{\"id\":\"e-1\"}");

        var messages = sqs.receiveMessage(request -> request.queueUrl(url).waitTimeSeconds(5))
                .messages();
        assertThat(messages).extracting(Message::body).containsExactly("{\"id\":\"e-1\"}");
    }

    @Test
    void queueUrl_isTheEndpointTheAccountAndTheName() {
        SqsEventTargets targets = new SqsEventTargets(sqs, server.endpoint());

        assertThat(targets.queueUrl("arn:aws:sqs:us-east-1:000000000000:orders"))
                .isEqualTo(server.endpoint() + "/000000000000/orders");
    }
}
