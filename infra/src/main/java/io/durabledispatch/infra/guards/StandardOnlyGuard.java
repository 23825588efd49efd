package io.durabledispatch.infra.guards;

import io.durabledispatch.infra.config.ContextKeys;

/**
 * Only STANDARD state machines refuse a second execution under the same name; EXPRESS ones start it again,
 * so they cannot be dispatcher targets.
 */
public final class StandardOnlyGuard {
    public static final String STANDARD = "STANDARD";

    private StandardOnlyGuard() {}

    public static void requireStandard(String stateMachineName, String configuredType) {
        if (!STANDARD.equals(configuredType)) {
            throw new IllegalArgumentException("State machine '" + stateMachineName + "' is configured as "
                    + configuredType + " (CDK context '" + ContextKeys.REWARD_STATE_MACHINE_TYPE
                    + "'), but the dispatcher only targets STANDARD state machines: EXPRESS executions are not "
                    + "deduplicated by name, so every duplicate delivery would run the workflow again.");
        }
    }
}
