package io.durabledispatch.localstack.app;

import io.durabledispatch.localstack.template.StateMachineSpec;

/**
 * The error of an execution of a state machine whose definition the local stack does not interpret (it runs
 * Java handlers, not Amazon States Language). The message says how to map the machine to a Java handler.
 */
final class DefinitionNotRunnable extends RuntimeException {
    DefinitionNotRunnable(StateMachineSpec machine) {
        super(explain(machine));
    }

    static String explain(StateMachineSpec machine) {
        String tasks = machine.taskResources().isEmpty() ? "" : " (its tasks call " + machine.taskResources() + ")";
        return "the local stack cannot run the definition of state machine " + machine.name() + tasks
                + "; map it to a Java handler with --state-machine " + machine.name() + "=PATH.jar#CLASS";
    }
}
