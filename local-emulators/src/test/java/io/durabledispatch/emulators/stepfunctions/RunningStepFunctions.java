package io.durabledispatch.emulators.stepfunctions;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.testing.AwsClients;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.sfn.SfnClient;

/**
 * A Step Functions emulator serving on an ephemeral port and a real SfnClient pointed at it, for each test.
 * State machines may be registered in the test's own {@code @BeforeEach}, which runs after this has started.
 */
final class RunningStepFunctions implements BeforeEachCallback, AfterEachCallback {
    private final EmulatorSettings settings;
    private StepFunctionsEmulator emulator;
    private SfnClient sfn;

    RunningStepFunctions(EmulatorSettings settings) {
        this.settings = settings;
    }

    RunningStepFunctions() {
        this(EmulatorSettings.defaults());
    }

    StepFunctionsEmulator emulator() {
        return emulator;
    }

    SfnClient sfn() {
        return sfn;
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        emulator = new StepFunctionsEmulator(settings).start();
        sfn = AwsClients.sfn(emulator.endpoint());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        sfn.close();
        emulator.close();
    }
}
