package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.localstack.LocalSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The stack's quota settings reach the emulator that serves each API. */
class EnginesQuotaTest {
    @Test
    void start_givesEachQuotaToTheEmulatorThatServesItsApi() {
        LocalSettings settings = LocalSettings.defaults()
                .withQuotas(Map.of("Invoke", new Quota(0.01, 1), "StartExecution", new Quota(0.01, 2)));

        try (Engines engines = Engines.start(settings)) {
            assertThat(engines.lambda().quotas().admit("Invoke")).isEmpty();
            assertThat(engines.lambda().quotas().admit("Invoke")).isPresent();
            assertThat(engines.stepFunctions().quotas().admit("StartExecution")).isEmpty();
            assertThat(engines.stepFunctions().quotas().admit("StartExecution")).isEmpty();
            assertThat(engines.stepFunctions().quotas().admit("StartExecution")).isPresent();
            assertThat(engines.stepFunctions().quotas().admit("Invoke"))
                    .as("not its API")
                    .isEmpty();
        }
    }

    @Test
    void start_refusesAQuotaOnAnApiNoEmulatorServes() {
        LocalSettings settings = LocalSettings.defaults().withQuotas(Map.of("StartSomething", new Quota(1, 1)));

        assertThatThrownBy(() -> Engines.start(settings))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("StartSomething")
                .hasMessageContaining("StartExecution");
    }
}
