package io.durabledispatch.emulators.stepfunctions;

/**
 * A state machine's type. STANDARD remembers execution names (StartExecution is idempotent for them); EXPRESS
 * does not: every start is a new execution, whatever its name.
 */
public enum SfnType {
    STANDARD,
    EXPRESS
}
