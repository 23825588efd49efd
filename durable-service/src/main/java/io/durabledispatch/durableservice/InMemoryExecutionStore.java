package io.durabledispatch.durableservice;

import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.StatePage;
import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import software.amazon.awssdk.services.lambda.model.Operation;

/**
 * Nothing survives the process. Open executions live in the service's index, so saving one is free; a closed
 * execution's operations are kept here as deflated JSON (a few hundred bytes instead of an object graph many
 * times that size), read back only when someone asks for them.
 */
public final class InMemoryExecutionStore implements ExecutionStore {
    private final Map<String, byte[]> closedOperations = new HashMap<>();

    @Override
    public List<ExecutionSnapshot> restore() {
        return List.of();
    }

    @Override
    public synchronized void save(ExecutionRecord record) {
        if (record.closed()) {
            closedOperations.put(record.identity().executionArn(), deflate(record.operations()));
        }
    }

    @Override
    public synchronized List<Operation> operations(String executionArn) {
        byte[] compacted = closedOperations.get(executionArn);
        return compacted == null ? List.of() : inflate(compacted);
    }

    @Override
    public synchronized void delete(String executionArn) {
        closedOperations.remove(executionArn);
    }

    private static byte[] deflate(List<Operation> operations) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try {
            deflater.setInput(DurableWireCodec.invocation().write(StatePage.complete(operations)));
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

    private static List<Operation> inflate(byte[] compacted) {
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
            return DurableWireCodec.invocation()
                    .read(out.toByteArray(), StatePage.class)
                    .operations();
        } catch (DataFormatException e) {
            throw new IllegalStateException("corrupt compacted operations", e);
        } finally {
            inflater.end();
        }
    }
}
