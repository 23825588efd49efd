package io.durabledispatch.cli;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import java.io.PrintStream;

/** Shared console output of the commands. */
final class Console {
    /** The dispatcher's log lines, as Lambda would send them to CloudWatch Logs. */
    static final LambdaLogger STDOUT_LOG = new LambdaLogger() {
        @Override
        public void log(String message) {
            System.out.print(message);
        }

        @Override
        public void log(byte[] message) {
            System.out.write(message, 0, message.length);
        }
    };

    private Console() {}

    static void printEndpoints(BuiltInStack stack) {
        printEndpoints(stack, System.out);
    }

    /** The services, the queues and tables by the stack outputs that name them, and the AWS CLI's variables. */
    static void printEndpoints(BuiltInStack stack, PrintStream out) {
        var endpoints = stack.endpoints();
        var queues = stack.queues();
        String dynamo = stack.dynamoDb().map(Object::toString).orElse("(none)");
        out.println("durable-dispatch local stack: the project's app as synthesized (region "
                + stack.settings().region() + ")");
        out.println("  SQS (ElasticMQ)     " + endpoints.sqs());
        out.println("  Lambda              " + endpoints.lambda());
        out.println("  Step Functions      " + endpoints.stepFunctions());
        out.println("  DynamoDB (dynalite) " + dynamo);
        out.println("  main queue          " + queues.main());
        out.println("  dead-letter queue   " + queues.deadLetter());
        out.println("  parking queue       " + queues.parking());
        out.println("  shipment requests   " + queues.shipments());
        stack.outputs().entrySet().stream()
                .filter(output -> output.getKey().endsWith("TableName"))
                .forEach(output ->
                        out.println("  table               " + output.getValue() + " (" + output.getKey() + ")"));
        out.println("  AWS CLI/SDK: AWS_ENDPOINT_URL_SQS=" + endpoints.sqs() + " AWS_ENDPOINT_URL_LAMBDA="
                + endpoints.lambda() + " AWS_ENDPOINT_URL_SFN=" + endpoints.stepFunctions()
                + " AWS_ENDPOINT_URL_DYNAMODB=" + dynamo);
    }
}
