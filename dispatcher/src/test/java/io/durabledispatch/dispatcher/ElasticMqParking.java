package io.durabledispatch.dispatcher;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.elasticmq.rest.sqs.SQSRestServer;
import org.elasticmq.rest.sqs.SQSRestServerBuilder;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;

/** An embedded ElasticMQ on 127.0.0.1 and an SqsClient to look into the parking queues. */
final class ElasticMqParking implements AutoCloseable {
    private final SQSRestServer server;
    final URI endpoint;
    final SqsClient sqs;

    ElasticMqParking() {
        server = SQSRestServerBuilder.withInterface("127.0.0.1")
                .withDynamicPort()
                .start();
        endpoint = URI.create(
                "http://127.0.0.1:" + server.waitUntilStarted().localAddress().getPort());
        sqs = SqsClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    String createQueue(String name) {
        return sqs.createQueue(b -> b.queueName(name)).queueUrl();
    }

    /** A source queue whose visibility timeout is 0: a failed record is visible again at once unless postponed. */
    String createSourceQueue(String name) {
        return sqs.createQueue(b -> b.queueName(name).attributesWithStrings(Map.of("VisibilityTimeout", "0")))
                .queueUrl();
    }

    /** Long-polls for one message for up to {@code waitSeconds}, with its system attributes. */
    List<Message> receiveOne(String queueUrl, int waitSeconds) {
        return sqs.receiveMessage(b -> b.queueUrl(queueUrl)
                        .maxNumberOfMessages(1)
                        .messageSystemAttributeNamesWithStrings("All")
                        .waitTimeSeconds(waitSeconds))
                .messages();
    }

    List<Message> receive(String queueUrl) {
        return sqs.receiveMessage(b -> b.queueUrl(queueUrl)
                        .maxNumberOfMessages(10)
                        .messageAttributeNames("All")
                        .waitTimeSeconds(0))
                .messages();
    }

    static Map<String, String> attributes(Message message) {
        return message.messageAttributes().entrySet().stream()
                .collect(
                        Collectors.toMap(Map.Entry::getKey, e -> ((MessageAttributeValue) e.getValue()).stringValue()));
    }

    @Override
    public void close() {
        sqs.close();
        server.stopAndWait();
    }
}
