package io.durabledispatch.benchmarks.endpoint;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.http.FaultRates;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import java.net.URI;
import java.time.Duration;

/** The project's Lambda emulator hosting the default routes' functions, its fault injection adding latency. */
final class EmulatorStartService implements StartService {
    static final String[] FUNCTIONS = {"order-workflow", "points-workflow", "catalog-workflow"};

    private final LambdaEmulator emulator;

    private EmulatorStartService(LambdaEmulator emulator) {
        this.emulator = emulator;
    }

    static EmulatorStartService start(Duration startLatency) {
        LambdaEmulator emulator = new LambdaEmulator(EmulatorSettings.defaults());
        for (String function : FUNCTIONS) emulator.registerFunction(function, "live", new CompletingFunction());
        emulator.faults().configure("Invoke", FaultRates.latency(startLatency));
        return new EmulatorStartService(emulator.start());
    }

    @Override
    public URI endpoint() {
        return emulator.endpoint();
    }

    @Override
    public void close() {
        emulator.close();
    }
}
