package io.durabledispatch.cli;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.localstack.builtin.LocalSystem;
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

    static void printEndpoints(LocalSystem system) {
        printEndpoints(system, System.out);
    }

    static void printEndpoints(LocalSystem system, PrintStream out) {
        var endpoints = system.endpoints();
        var queues = system.queues();
        out.println("durable-dispatch local stack (region " + system.settings().region() + ")");
        out.println("  SQS (ElasticMQ)     " + endpoints.sqs());
        out.println("  Lambda              " + endpoints.lambda());
        out.println("  Step Functions      " + endpoints.stepFunctions());
        out.println("  main queue          " + queues.main());
        out.println("  main queue (FIFO)   " + queues.fifo());
        out.println("  parking queue       " + queues.parking());
        out.println("  workflow store      " + system.stores().description());
        out.println("  dead-letter queues  " + queues.mainDeadLetter() + " , " + queues.fifoDeadLetter());
        out.println("  AWS CLI/SDK: AWS_ENDPOINT_URL_SQS=" + endpoints.sqs() + " AWS_ENDPOINT_URL_LAMBDA="
                + endpoints.lambda() + " AWS_ENDPOINT_URL_SFN=" + endpoints.stepFunctions()
                + system.stores()
                        .endpoint()
                        .map(dynamo -> " AWS_ENDPOINT_URL_DYNAMODB=" + dynamo)
                        .orElse(""));
    }
}
