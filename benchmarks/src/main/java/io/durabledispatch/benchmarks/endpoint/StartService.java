package io.durabledispatch.benchmarks.endpoint;

import java.net.URI;
import java.time.Duration;

/**
 * Where the dispatcher's Lambda starts go, with a fixed latency added to every start: the project's Lambda
 * emulator, or a lean in-memory Invoke endpoint that shows the dispatcher's own limit.
 */
public interface StartService extends AutoCloseable {
    URI endpoint();

    @Override
    void close();

    static StartService of(Target target, Duration startLatency) {
        return switch (target) {
            case EMULATOR -> EmulatorStartService.start(startLatency);
            case IN_MEMORY -> InMemoryInvokeEndpoint.start(startLatency);
        };
    }
}
