package io.durabledispatch.cli;

import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.ConnectException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;
import software.amazon.awssdk.services.sfn.model.StateMachineDoesNotExistException;
import software.amazon.awssdk.services.sqs.model.QueueDoesNotExistException;

/**
 * Turns a command's failure into the one line a user reads: what is missing or wrong, and what to do. The failures
 * a user meets while learning the tool have advice of their own; anything else is its cause chain's messages.
 * Never a stack trace: {@code --debug} prints that.
 */
final class FailureReport {
    static final String DEBUG_OPTION = "--debug";

    /** A kind of failure, found anywhere in the cause chain, and what to tell the user about it. */
    private record Advice(Class<? extends Throwable> kind, Function<Throwable, String> line) {}

    private static final List<Advice> ADVICE = List.of(
            new Advice(
                    ConnectException.class,
                    cause -> "nothing answers at the endpoint (" + cause.getMessage() + "): start the local stack"
                            + " with `./durable-dispatch up`, or point the command at a running one (--endpoint,"
                            + " --aws)"),
            new Advice(
                    QueueDoesNotExistException.class,
                    cause -> "the queue does not exist at that endpoint: pass a queue of the running stack with"
                            + " --queue-url (`up` prints each queue's URL)"),
            new Advice(
                    ResourceNotFoundException.class,
                    cause -> firstSentence(cause) + ": the route's function is not in the running stack; check"
                            + " --routes against the functions `up` prints"),
            new Advice(
                    StateMachineDoesNotExistException.class,
                    cause -> firstSentence(cause) + ": the route's state machine is not in the running stack;"
                            + " check --routes against the state machines `up` prints"),
            new Advice(NoSuchFileException.class, cause -> "no such file: " + cause.getMessage()),
            new Advice(FileNotFoundException.class, cause -> "no such file: " + cause.getMessage()),
            new Advice(AccessDeniedException.class, cause -> "cannot read " + cause.getMessage()),
            new Advice(
                    BindException.class,
                    cause -> "a port is already in use (" + cause.getMessage() + "): stop what holds it, or choose"
                            + " other ports (`up --help` lists the port options)"));

    private FailureReport() {}

    static String line(Throwable failure) {
        List<Throwable> causes = causes(failure);
        return "error: "
                + causes.stream()
                        .flatMap(cause -> advice(cause).stream())
                        .findFirst()
                        .orElseGet(() -> chain(causes));
    }

    private static Optional<String> advice(Throwable cause) {
        return ADVICE.stream()
                .filter(advice -> advice.kind().isInstance(cause))
                .findFirst()
                .map(advice -> advice.line().apply(cause));
    }

    /** The SDK's messages end with the service, status code and request id: the first part is the useful one. */
    private static String firstSentence(Throwable failure) {
        String message = String.valueOf(failure.getMessage());
        int details = message.indexOf(" (Service:");
        return details < 0 ? message : message.substring(0, details);
    }

    private static String chain(List<Throwable> causes) {
        StringBuilder message = new StringBuilder(String.valueOf(causes.get(0).getMessage()));
        for (Throwable cause : causes.subList(1, causes.size())) {
            if (cause.getMessage() != null && !message.toString().contains(cause.getMessage())) {
                message.append(" <- ").append(cause.getMessage());
            }
        }
        return message.toString();
    }

    private static List<Throwable> causes(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable cause = failure; cause != null && !chain.contains(cause); cause = cause.getCause()) {
            if (!(cause instanceof UncheckedIOException)) chain.add(cause);
        }
        return chain.isEmpty() ? List.of(failure) : chain;
    }
}
