package io.durabledispatch.emulators.stepfunctions;

import io.durabledispatch.emulators.persistence.JsonFileDirectory;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Executions written through to one file each under a data directory, so they survive a restart. Reads are
 * served from memory, loaded once at construction.
 */
public final class FileSfnExecutionStore implements SfnExecutionStore {
    private final InMemorySfnExecutionStore cache = new InMemorySfnExecutionStore();
    private final JsonFileDirectory<StoredExecution> files;

    public FileSfnExecutionStore(Path directory) {
        this.files = new JsonFileDirectory<>(directory, StoredExecution.class);
        files.readAll().forEach(stored -> cache.save(stored.toExecution()));
    }

    @Override
    public Optional<SfnExecution> find(String executionArn) {
        return cache.find(executionArn);
    }

    @Override
    public synchronized void save(SfnExecution execution) {
        files.write(execution.executionArn(), StoredExecution.of(execution));
        cache.save(execution);
    }

    @Override
    public synchronized void remove(String executionArn) {
        files.delete(executionArn);
        cache.remove(executionArn);
    }

    @Override
    public List<SfnExecution> all() {
        return cache.all();
    }

    /**
     * The file form: instants as epoch milliseconds (events' as ISO text, to the nanosecond), so plain Jackson
     * reads it back; files written before histories were kept load with none.
     */
    record StoredExecution(
            String executionArn,
            String stateMachineArn,
            String name,
            SfnStatus status,
            String input,
            String output,
            String error,
            String cause,
            long startMillis,
            Long stopMillis,
            String versionArn,
            String aliasArn,
            List<StoredEvent> events) {

        static StoredExecution of(SfnExecution e) {
            Long stop = e.stopDate() == null ? null : e.stopDate().toEpochMilli();
            return new StoredExecution(
                    e.executionArn(),
                    e.stateMachineArn(),
                    e.name(),
                    e.status(),
                    e.input(),
                    e.output(),
                    e.error(),
                    e.cause(),
                    e.startDate().toEpochMilli(),
                    stop,
                    e.versionArn(),
                    e.aliasArn(),
                    e.history().stream().map(StoredEvent::of).toList());
        }

        SfnExecution toExecution() {
            Instant stop = stopMillis == null ? null : Instant.ofEpochMilli(stopMillis);
            return new SfnExecution(
                    executionArn,
                    stateMachineArn,
                    name,
                    status,
                    input,
                    output,
                    error,
                    cause,
                    Instant.ofEpochMilli(startMillis),
                    stop,
                    versionArn,
                    aliasArn,
                    events == null
                            ? List.of()
                            : events.stream().map(StoredEvent::toEvent).toList());
        }
    }

    record StoredEvent(long id, long previousEventId, String timestamp, SfnEventDetails details) {
        static StoredEvent of(SfnEvent e) {
            return new StoredEvent(e.id(), e.previousEventId(), e.timestamp().toString(), e.details());
        }

        SfnEvent toEvent() {
            return new SfnEvent(id, previousEventId, Instant.parse(timestamp), details);
        }
    }
}
