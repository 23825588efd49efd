package io.durabledispatch.it.backend;

import static org.junit.jupiter.api.Assumptions.abort;

import io.durabledispatch.emulators.aws.AwsClients;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A stack deployed by the CDK app, found through {@code cdk deploy --outputs-file FILE}:
 * {@code -Dit.cdk.outputs=FILE}. Credentials and region come from the SDK's default chain.
 */
final class DeployedBackend implements Backend {
    public static final String OUTPUTS_PROPERTY = "it.cdk.outputs";

    private final Stack stack;

    private DeployedBackend(Stack stack) {
        this.stack = stack;
    }

    static Backend open() {
        String file = System.getProperty(OUTPUTS_PROPERTY, "").trim();
        if (file.isEmpty()) {
            abort("deployed backend not configured: pass -D" + OUTPUTS_PROPERTY
                    + "=<cdk deploy --outputs-file JSON> (and AWS credentials)");
        }
        if (!Files.isReadable(Path.of(file))) abort("deployed backend: CDK outputs file not readable: " + file);
        CdkOutputs outputs = CdkOutputs.read(Path.of(file));
        AwsClients clients = new AwsClients(Optional.empty(), Optional.empty());
        Queues queues = new Queues(
                outputs.get("MainQueueUrl"),
                outputs.get("DeadLetterQueueUrl"),
                Optional.empty(),
                Optional.empty(),
                outputs.get("ParkingQueueUrl"));
        return new DeployedBackend(
                new Stack(clients.sqs(), clients.lambda(), clients.stepFunctions(), queues, outputs.routes()));
    }

    @Override
    public String name() {
        return "deployed";
    }

    @Override
    public Stack stack() {
        return stack;
    }

    @Override
    public Optional<EmbeddedControls> controls() {
        return Optional.empty();
    }

    @Override
    public void close() {
        stack.close();
    }
}
