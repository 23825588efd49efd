package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.TemplateException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Limits Lambda refuses are refused before anything is loaded, naming the resource and its template. */
class AppPlanTest {
    @Test
    void aTimeoutAboveFifteenMinutesIsRefused() {
        assertThatThrownBy(() -> plan(function(Duration.ofSeconds(901), 128)))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("app.template.json: Slow: Timeout must be 1-900 seconds, was PT15M1S");
    }

    @Test
    void aMemorySizeOutsideLambdasRangeIsRefused() {
        assertThatThrownBy(() -> plan(function(Duration.ofSeconds(3), 64)))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("app.template.json: Slow: MemorySize must be 128-10240 MB, was 64");
    }

    private static AppPlan plan(FunctionSpec function) {
        return AppPlan.of(LocalTopology.empty(), List.of(function), List.of());
    }

    private static FunctionSpec function(Duration timeout, int memoryMb) {
        return new FunctionSpec(
                "Slow",
                Path.of("app.template.json"),
                "slow",
                "com.example.Slow",
                Path.of("missing.jar"),
                Map.of(),
                timeout,
                memoryMb,
                Optional.empty(),
                Set.of());
    }
}
