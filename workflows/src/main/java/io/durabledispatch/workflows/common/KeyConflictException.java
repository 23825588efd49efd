package io.durabledispatch.workflows.common;

/**
 * A write reused a unique key with different content. Retrying cannot fix it: the caller sent two different
 * requests under one business key, the same rule the dispatcher applies to execution names.
 */
public class KeyConflictException extends RuntimeException {
    private final Object key;

    public KeyConflictException(String store, Object key) {
        super(store + ": key '" + key + "' already holds different content");
        this.key = key;
    }

    public Object key() {
        return key;
    }
}
