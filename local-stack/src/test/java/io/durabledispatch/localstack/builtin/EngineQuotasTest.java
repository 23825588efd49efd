package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.localstack.LocalSettings;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The stack's quota settings reach the emulator that serves each API. */
class EngineQuotasTest {
    private static final EmulatorSettings BASE = new EmulatorSettings(
            0, LocalSettings.REGION, LocalSettings.ACCOUNT_ID, Clock.systemUTC(), Optional.empty(), 42L);

    @Test
    void apply_givesEachQuotaToTheEmulatorThatServesItsApi() {
        var quotas = Map.of("Invoke", new Quota(0.01, 1), "StartExecution", new Quota(0.01, 2));
        try (var lambda = new LambdaEmulator(BASE);
                var stepFunctions = new StepFunctionsEmulator(BASE)) {
            EngineQuotas.apply(quotas, lambda, stepFunctions);

            assertThat(lambda.quotas().admit("Invoke")).isEmpty();
            assertThat(lambda.quotas().admit("Invoke")).isPresent();
            assertThat(stepFunctions.quotas().admit("StartExecution")).isEmpty();
            assertThat(stepFunctions.quotas().admit("StartExecution")).isEmpty();
            assertThat(stepFunctions.quotas().admit("StartExecution")).isPresent();
            assertThat(stepFunctions.quotas().admit("Invoke")).as("not its API").isEmpty();
        }
    }

    @Test
    void aQuotaOnAnApiNoEmulatorServes_isRefused() {
        assertThatThrownBy(() -> EngineQuotas.requireServedApis(Map.of("StartSomething", new Quota(1, 1))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("StartSomething")
                .hasMessageContaining("StartExecution");
    }
}
