package io.durabledispatch.it.backend;

import io.durabledispatch.routes.RouteTable;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * Everything a test may touch: the real SDK clients, the queues and the routes (whose targets name the deployed
 * functions and state machine).
 */
public record Stack(SqsClient sqs, LambdaClient lambda, SfnClient stepFunctions, Queues queues, RouteTable routes)
        implements AutoCloseable {
    @Override
    public void close() {
        sqs.close();
        lambda.close();
        stepFunctions.close();
    }
}
