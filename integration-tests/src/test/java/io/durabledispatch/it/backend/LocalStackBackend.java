package io.durabledispatch.it.backend;

import static org.junit.jupiter.api.Assumptions.abort;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * LocalStack for SQS and Step Functions (profile {@code localstack}). It needs a Docker engine; where there is
 * none the test is aborted with that reason. LocalStack has no Lambda durable execution API, so even with
 * Docker this backend is not wired yet: the local stack would have to accept external SQS and Step Functions
 * endpoints for its dispatcher and event source mapping. It aborts saying so rather than pretending to run.
 */
final class LocalStackBackend {
    private static final Path DOCKER_SOCKET = Path.of("/var/run/docker.sock");

    private LocalStackBackend() {}

    static Backend open() {
        if (!dockerAvailable()) {
            abort("localstack backend needs a Docker engine (no DOCKER_HOST, no " + DOCKER_SOCKET
                    + "); run with -Pdeployed or the default embedded backend instead");
        }
        abort("localstack backend: Docker found, but LocalStack lacks the Lambda durable execution API and the"
                + " local stack cannot yet point its dispatcher at external SQS/Step Functions endpoints");
        throw new AssertionError("unreachable");
    }

    static boolean dockerAvailable() {
        String host = System.getenv("DOCKER_HOST");
        return (host != null && !host.isBlank()) || Files.exists(DOCKER_SOCKET);
    }
}
