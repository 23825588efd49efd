package io.durabledispatch.emulators.stepfunctions;

import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The registered state machines, and what a (possibly qualified) state machine ARN refers to. */
final class StateMachines {
    private final Map<String, RegisteredMachine> byArn = new ConcurrentHashMap<>();
    private final Clock clock;

    StateMachines(Clock clock) {
        this.clock = clock;
    }

    /**
     * What an ARN names: the state machine, and for a version or alias ARN the version it runs.
     *
     * @param describedArn the ARN DescribeStateMachine reports: the unqualified one, or the version's
     */
    record Resolved(RegisteredMachine machine, String describedArn, Optional<Integer> version, Instant created) {}

    RegisteredMachine register(String arn, String name, SfnType type, LocalStateMachine body) {
        RegisteredMachine machine = new RegisteredMachine(arn, name, type, body, clock.instant());
        byArn.put(arn, machine);
        return machine;
    }

    RegisteredMachine unqualified(String arn) {
        RegisteredMachine machine = byArn.get(arn);
        if (machine == null) {
            throw SfnErrors.stateMachineDoesNotExist(arn);
        }
        return machine;
    }

    Optional<RegisteredMachine> find(String unqualifiedArn) {
        return Optional.ofNullable(byArn.get(unqualifiedArn));
    }

    /** Map-state ARNs are refused with ValidationException, unknown names, versions and aliases as missing. */
    Resolved resolve(String arn) {
        StateMachineArn parsed = StateMachineArn.parse(arn);
        if (parsed.mapLabel().isPresent()) {
            throw SfnErrors.validation("a Distributed Map state ARN is not supported here: " + arn);
        }
        RegisteredMachine machine = unqualified(parsed.unqualified());
        Optional<Integer> version = parsed.version().or(() -> parsed.alias().map(machine::aliasVersion));
        if (version.isEmpty()) {
            return new Resolved(machine, machine.arn(), version, machine.created());
        }
        return new Resolved(
                machine, machine.arn() + ":" + version.get(), version, machine.versionCreated(version.get()));
    }
}
