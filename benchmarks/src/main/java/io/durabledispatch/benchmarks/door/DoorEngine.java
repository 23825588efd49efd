package io.durabledispatch.benchmarks.door;

import io.durabledispatch.benchmarks.endpoint.CompletingFunction;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import java.net.URI;

/**
 * The engine both doors start on: the project's Lambda emulator hosting the route document's {@code
 * order-workflow}, either holding each execution open ({@link HoldingWorkflow}, the default) or succeeding at once
 * ({@link CompletingFunction}, {@code --workflow=completes}).
 */
final class DoorEngine implements AutoCloseable {
    private final LambdaEmulator emulator;

    DoorEngine(boolean holds) {
        this.emulator = new LambdaEmulator(EmulatorSettings.defaults()).start();
        emulator.registerFunction(
                "order-workflow", "live", holds ? new HoldingWorkflow(emulator.runtime()) : new CompletingFunction());
    }

    URI endpoint() {
        return emulator.endpoint();
    }

    @Override
    public void close() {
        emulator.close();
    }
}
