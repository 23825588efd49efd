package io.durabledispatch.cli;

import io.durabledispatch.localstack.running.StackDescriptor;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Which running local stack a command talks to: the one named by {@code --stack} (its id or its process id), else
 * the only one running; none running is today's fixed ports and the built-in stack's names.
 */
final class RunningStacks {
    private RunningStacks() {}

    static Optional<StackDescriptor> choose(List<StackDescriptor> running, Optional<String> wanted, CommandLine cli) {
        if (wanted.isPresent()) return Optional.of(named(running, wanted.get(), cli));
        if (running.size() > 1) {
            throw new ParameterException(
                    cli,
                    running.size() + " local stacks are running (" + ids(running) + "): choose one with --stack ID");
        }
        return running.stream().findFirst();
    }

    private static StackDescriptor named(List<StackDescriptor> running, String wanted, CommandLine cli) {
        List<StackDescriptor> matching = running.stream()
                .filter(d -> d.id().equals(wanted) || String.valueOf(d.pid()).equals(wanted))
                .toList();
        if (matching.size() == 1) return matching.get(0);
        String known = running.isEmpty() ? "none is running" : "running: " + ids(running);
        throw new ParameterException(
                cli,
                matching.isEmpty()
                        ? "--stack " + wanted + ": no such local stack (" + known + ")"
                        : "--stack " + wanted + " names several local stacks (" + ids(matching) + "): give the id");
    }

    private static String ids(List<StackDescriptor> stacks) {
        return stacks.stream().map(StackDescriptor::id).collect(Collectors.joining(", "));
    }
}
