package io.durabledispatch.core.plan;

/**
 * @param executionName the engine-facing name
 * @param keyHash hex SHA-256 of the encoded key: what logs show instead of the key itself
 */
public record NamedKey(String executionName, String keyHash) {}
