package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/** The dispatcher's duplicate memory and tenant metrics: props with the dispatcher's defaults, set as variables. */
class DispatcherEnvironmentTest {
    @TempDir
    Path assets;

    private JsonNode variables(UnaryOperator<DurableDispatchProps.Builder> customize) {
        TeamApp app =
                TeamApp.build(assets, StateMachineType.STANDARD, Duration.days(60), TeamApp.GENEROUS_QUOTA, customize);
        return TemplateJson.of(Template.fromStack(app.stack))
                .dispatcherProperties()
                .path("Environment")
                .path("Variables");
    }

    @Test
    void defaults_areTheDispatchersOwn() {
        JsonNode variables = variables(props -> props);

        assertThat(variables.path("DUPLICATE_MEMORY_SECONDS").asText()).isEqualTo("120");
        assertThat(variables.path("DUPLICATE_MEMORY_ENTRIES").asText()).isEqualTo("10000");
        assertThat(variables.path("DUPLICATE_MEMORY_SKIPS_LAMBDA").asText()).isEqualTo("true");
        assertThat(variables.path("METRICS_TENANT_DIMENSION").asText()).isEqualTo("false");
        assertThat(variables.has("ROUTES")).isTrue();
        assertThat(variables.has("PARKING_QUEUE_URL")).isTrue();
    }

    @Test
    void props_setTheVariables() {
        JsonNode variables = variables(props -> props.duplicateMemory(Duration.minutes(10))
                .duplicateMemoryEntries(50_000)
                .duplicateMemorySkipsLambda(false)
                .metricsTenantDimension(true));

        assertThat(variables.path("DUPLICATE_MEMORY_SECONDS").asText()).isEqualTo("600");
        assertThat(variables.path("DUPLICATE_MEMORY_ENTRIES").asText()).isEqualTo("50000");
        assertThat(variables.path("DUPLICATE_MEMORY_SKIPS_LAMBDA").asText()).isEqualTo("false");
        assertThat(variables.path("METRICS_TENANT_DIMENSION").asText()).isEqualTo("true");
    }

    @Test
    void zero_turnsTheMemoryOff_andValuesBeyondTheDispatchersLimitsFailTheSynth_namingTheProp() {
        assertThat(variables(props -> props.duplicateMemory(Duration.seconds(0)))
                        .path("DUPLICATE_MEMORY_SECONDS")
                        .asText())
                .isEqualTo("0");
        assertThatThrownBy(() -> variables(props -> props.duplicateMemory(Duration.hours(2))))
                .hasMessage("duplicateMemory (seconds) must be between 0 and 3600, was 7200");
        assertThatThrownBy(() -> variables(props -> props.duplicateMemoryEntries(-1)))
                .hasMessage("duplicateMemoryEntries must be between 0 and 1000000, was -1");
        assertThatThrownBy(() -> variables(props -> props.duplicateMemoryEntries(2_000_000)))
                .hasMessage("duplicateMemoryEntries must be between 0 and 1000000, was 2000000");
    }
}
