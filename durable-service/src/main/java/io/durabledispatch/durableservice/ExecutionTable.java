package io.durabledispatch.durableservice;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The executions the service holds, indexed by ARN, by function and name (the name table), and per function in
 * start order (for listing): every look-up is O(1) or O(log N). Open executions are held in full; a closed one
 * shrinks to its summary (what Get and List report), and its operations stay with the store, so memory grows
 * with the executions in flight, not with all those still within retention.
 */
final class ExecutionTable {
    /** One execution: the full record while open or still being invoked, the summary once closed. */
    static final class Entry {
        private final long order;
        private ExecutionRecord full;
        private ExecutionView summary;
        private boolean seenClosed;

        private Entry(long order, ExecutionRecord full) {
            this.order = order;
            this.full = full;
        }

        /** The record, unless the execution is closed and was summarised. */
        Optional<ExecutionRecord> full() {
            return Optional.ofNullable(full);
        }

        ExecutionView view() {
            return full != null ? ExecutionView.of(full) : summary;
        }

        /** Position in start order, the listing's marker. */
        long order() {
            return order;
        }

        String executionArn() {
            return full != null ? full.identity().executionArn() : summary.executionArn();
        }

        String inputPayload() {
            return full != null ? full.identity().inputPayload() : summary.inputPayload();
        }
    }

    private final Map<String, Entry> byArn = new HashMap<>();
    private final Map<String, Map<String, Entry>> byName = new HashMap<>();
    private final Map<String, NavigableMap<Long, Entry>> byFunction = new HashMap<>();
    private long added;

    /** Adds a new (or restored) execution after all those added before it. */
    Entry add(ExecutionRecord record) {
        ExecutionIdentity id = record.identity();
        Entry entry = new Entry(added++, record);
        byArn.put(id.executionArn(), entry);
        byName.computeIfAbsent(id.functionName(), f -> new HashMap<>()).put(id.executionName(), entry);
        byFunction.computeIfAbsent(id.functionName(), f -> new TreeMap<>()).put(entry.order, entry);
        return entry;
    }

    Optional<Entry> find(String executionArn) {
        return Optional.ofNullable(byArn.get(executionArn));
    }

    /** The name table: the execution remembered under this name for this function. */
    Optional<Entry> findByName(String functionName, String executionName) {
        return Optional.ofNullable(byName.getOrDefault(functionName, Map.of()).get(executionName));
    }

    /** True the first time it is called for a (closed) execution: counts each close once. */
    boolean firstSeenClosed(String executionArn) {
        Entry entry = byArn.get(executionArn);
        if (entry == null || entry.seenClosed) {
            return false;
        }
        entry.seenClosed = true;
        return true;
    }

    /** Keeps only the summary of a closed execution (its operations are the store's to keep). */
    void summarise(ExecutionRecord record) {
        Entry entry = byArn.get(record.identity().executionArn());
        if (entry != null && record.closed()) {
            entry.summary = ExecutionView.of(record);
            entry.full = null;
        }
    }

    /** Forgets the execution and its name. */
    void remove(String executionArn) {
        Entry entry = byArn.remove(executionArn);
        if (entry == null) {
            return;
        }
        ExecutionView view = entry.view();
        Map<String, Entry> names = byName.get(view.functionName());
        names.remove(view.executionName(), entry);
        byFunction.get(view.functionName()).remove(entry.order);
    }

    /**
     * The function's executions in start order (newest first when {@code reverse}), from position {@code from}
     * on (null: from the first).
     */
    Collection<Entry> inStartOrder(String functionName, Long from, boolean reverse) {
        NavigableMap<Long, Entry> all = byFunction.getOrDefault(functionName, Collections.emptyNavigableMap());
        NavigableMap<Long, Entry> ordered = reverse ? all.descendingMap() : all;
        return (from == null ? ordered : ordered.tailMap(from, true)).values();
    }

    int size() {
        return byArn.size();
    }
}
