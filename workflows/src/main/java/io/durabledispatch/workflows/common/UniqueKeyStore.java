package io.durabledispatch.workflows.common;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The in-memory core of every {@code InMemory*} side-effect store: a thread-safe map with the semantics of a
 * table with a unique key (a record key keeps composite keys unambiguous). Writing the same content twice returns what exists; different content under an
 * existing key is a {@link KeyConflictException}. That is what makes re-running a step harmless.
 */
public final class UniqueKeyStore<K, V> {
    private final String name;
    private final Map<K, V> rows = new ConcurrentHashMap<>();

    public UniqueKeyStore(String name) {
        this.name = name;
    }

    /** Inserts {@code value} under {@code key}, or returns the equal value already there. */
    public V insert(K key, V value) {
        V existing = rows.putIfAbsent(key, value);
        if (existing == null) {
            return value;
        }
        if (!existing.equals(value)) {
            throw new KeyConflictException(name, key);
        }
        return existing;
    }

    /** A final-state write: the row becomes {@code value} whatever it was (idempotent by construction). */
    public V put(K key, V value) {
        rows.put(key, value);
        return value;
    }

    public Optional<V> find(K key) {
        return Optional.ofNullable(rows.get(key));
    }

    public List<V> rows() {
        return List.copyOf(rows.values());
    }

    public List<V> rows(Predicate<V> filter) {
        return rows.values().stream().filter(filter).toList();
    }
}
