package io.durabledispatch.emulators.stepfunctions;

/**
 * The body of a local state machine: execution input JSON in, output JSON out. Throwing fails the execution
 * with the exception's class name as error and its message as cause.
 */
@FunctionalInterface
public interface LocalStateMachine {
    String run(String input) throws Exception;
}
