package io.durabledispatch.emulators.stepfunctions;

import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One registered state machine with its published versions (1, 2, …) and aliases (name → version). Local
 * machines are Java functions, so every version runs the same body; versions and aliases exist so that their
 * ARNs resolve as on AWS.
 */
final class RegisteredMachine {
    private final String arn;
    private final String name;
    private final SfnType type;
    private final LocalStateMachine body;
    private final Instant created;
    private final Map<Integer, Instant> versions = new TreeMap<>();
    private final Map<String, Integer> aliases = new ConcurrentHashMap<>();

    RegisteredMachine(String arn, String name, SfnType type, LocalStateMachine body, Instant created) {
        this.arn = arn;
        this.name = name;
        this.type = type;
        this.body = body;
        this.created = created;
    }

    String arn() {
        return arn;
    }

    String name() {
        return name;
    }

    SfnType type() {
        return type;
    }

    LocalStateMachine body() {
        return body;
    }

    Instant created() {
        return created;
    }

    synchronized String publishVersion(Instant at) {
        int next = versions.size() + 1;
        versions.put(next, at);
        return arn + ":" + next;
    }

    synchronized Instant versionCreated(int version) {
        Instant at = versions.get(version);
        if (at == null) {
            throw SfnErrors.stateMachineDoesNotExist(arn + ":" + version);
        }
        return at;
    }

    String alias(String alias, int version) {
        versionCreated(version);
        aliases.put(alias, version);
        return arn + ":" + alias;
    }

    int aliasVersion(String alias) {
        Integer version = aliases.get(alias);
        if (version == null) {
            throw SfnErrors.stateMachineDoesNotExist(arn + ":" + alias);
        }
        return version;
    }
}
