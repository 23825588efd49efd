package io.durabledispatch.localstack.template;

import java.util.List;

/**
 * One {@code AWS::StepFunctions::StateMachine}: its name, type and the resolved definition. The local stack does
 * not interpret Amazon States Language; {@code taskResources} say what the definition would have called.
 */
public record StateMachineSpec(
        String logicalId, String name, String type, String definition, List<String> taskResources) {
    public StateMachineSpec {
        taskResources = List.copyOf(taskResources);
    }
}
