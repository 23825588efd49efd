package io.durabledispatch.durableservice;

import io.durabledispatch.runtime.wire.DurableWireCodec;
import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * Nothing survives the process. Open executions live in the service's index, so saving one is free; a closed
 * execution's operations and history are kept here as deflated JSON (a few hundred bytes instead of an object
 * graph many times that size), read back only when someone asks for them.
 */
public final class InMemoryExecutionStore implements ExecutionStore {
    /** What is kept of a closed execution beyond its summary. */
    record Closed(List<Operation> operations, List<Event> history) {
        Closed {
            operations = operations == null ? List.of() : List.copyOf(operations);
            history = history == null ? List.of() : List.copyOf(history);
        }
    }

    private final Map<String, byte[]> closed = new HashMap<>();

    @Override
    public List<ExecutionSnapshot> restore() {
        return List.of();
    }

    @Override
    public synchronized void save(ExecutionRecord record) {
        if (record.closed()) {
            closed.put(record.identity().executionArn(), deflate(new Closed(record.operations(), record.history())));
        }
    }

    @Override
    public synchronized List<Operation> operations(String executionArn) {
        return read(executionArn).operations();
    }

    @Override
    public synchronized List<Event> history(String executionArn) {
        return read(executionArn).history();
    }

    @Override
    public synchronized void delete(String executionArn) {
        closed.remove(executionArn);
    }

    private Closed read(String executionArn) {
        byte[] compacted = closed.get(executionArn);
        return compacted == null ? new Closed(List.of(), List.of()) : inflate(compacted);
    }

    private static byte[] deflate(Closed value) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try {
            deflater.setInput(DurableWireCodec.invocation().write(value));
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static Closed inflate(byte[] compacted) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(compacted);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new IllegalStateException("truncated compacted operations");
                }
                out.write(buffer, 0, n);
            }
            return DurableWireCodec.invocation().read(out.toByteArray(), Closed.class);
        } catch (DataFormatException e) {
            throw new IllegalStateException("corrupt compacted operations", e);
        } finally {
            inflater.end();
        }
    }
}
