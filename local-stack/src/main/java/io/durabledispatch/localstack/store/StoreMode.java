package io.durabledispatch.localstack.store;

import java.util.Locale;

/**
 * Where the local stack's workflows keep their side effects ({@code --store}).
 *
 * <ul>
 *   <li>{@code dynamodb}: the DynamoDB adapters deployed to AWS, on dynalite started by the stack (needs Node.js);
 *   <li>{@code memory}: the in-memory stores, a JDK-only run;
 *   <li>{@code auto} (the CLI's default): dynamodb when Node.js and the repository's npm project are there, else
 *       memory, saying so.
 * </ul>
 */
public enum StoreMode {
    AUTO,
    DYNAMODB,
    MEMORY;

    public static StoreMode parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("store must be auto, dynamodb or memory, got '" + text + "'");
        }
    }
}
