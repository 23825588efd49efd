package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.lambda.Architecture;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.Tracing;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * The dispatcher function and its mapping take their own CDK props as overrides: what the team sets wins, the
 * rest keeps the construct's defaults, and the queue and the guards follow the effective values.
 */
class DispatcherOverridesTest {
    @TempDir
    Path assets;

    private TemplateJson synth(UnaryOperator<DurableDispatchProps.Builder> customize) {
        TeamApp app =
                TeamApp.build(assets, StateMachineType.STANDARD, Duration.days(60), TeamApp.GENEROUS_QUOTA, customize);
        return TemplateJson.of(Template.fromStack(app.stack));
    }

    private static JsonNode mapping(TemplateJson template) {
        return template.resources("AWS::Lambda::EventSourceMapping")
                .values()
                .iterator()
                .next()
                .path("Properties");
    }

    @Test
    void nothingOverridden_keepsTheConstructsDefaults() {
        TemplateJson template = synth(props -> props.fifo(false));
        JsonNode function = template.dispatcherProperties();

        assertThat(function.path("MemorySize").asInt()).isEqualTo(1024);
        assertThat(function.path("Timeout").asInt()).isEqualTo(30);
        assertThat(function.path("Architectures").toString()).isEqualTo("[\"arm64\"]");
        assertThat(function.path("SnapStart").path("ApplyOn").asText()).isEqualTo("PublishedVersions");
        assertThat(mapping(template).path("BatchSize").asInt()).isEqualTo(10);
        assertThat(mapping(template).path("MaximumBatchingWindowInSeconds").asInt())
                .isEqualTo(1);
        assertThat(mapping(template)
                        .path("ScalingConfig")
                        .path("MaximumConcurrency")
                        .asInt())
                .isEqualTo(5);
    }

    @Test
    void functionOverrides_winOverTheDefaults_andKeepTheOthers() {
        JsonNode function = synth(props -> props.dispatcherFunctionProps(FunctionOptions.builder()
                        .memorySize(2048)
                        .architecture(Architecture.X86_64)
                        .tracing(Tracing.ACTIVE)
                        .description("orders dispatcher")
                        .environment(Map.of("JAVA_TOOL_OPTIONS", "-XX:+UseSerialGC"))
                        .build()))
                .dispatcherProperties();

        assertThat(function.path("MemorySize").asInt()).isEqualTo(2048);
        assertThat(function.path("Architectures").toString()).isEqualTo("[\"x86_64\"]");
        assertThat(function.path("TracingConfig").path("Mode").asText()).isEqualTo("Active");
        assertThat(function.path("Description").asText()).isEqualTo("orders dispatcher");
        assertThat(function.path("Timeout").asInt()).isEqualTo(30);
        JsonNode variables = function.path("Environment").path("Variables");
        assertThat(variables.path("JAVA_TOOL_OPTIONS").asText()).isEqualTo("-XX:+UseSerialGC");
        assertThat(variables.path("MAX_CONCURRENCY").asText())
                .as("derived: 5000/s × 50 ms / 5 invocations")
                .isEqualTo("50");
        assertThat(variables.has("ROUTES")).isTrue();
    }

    @Test
    void theQueueAndTheGuards_readTheEffectiveTimeoutAndWindow() {
        TemplateJson template = synth(props -> props.fifo(false)
                .dispatcherFunctionProps(
                        FunctionOptions.builder().timeout(Duration.seconds(60)).build())
                .eventSourceProps(SqsEventSourceProps.builder()
                        .batchSize(100)
                        .maxBatchingWindow(Duration.seconds(5))
                        .build()));
        JsonNode main = template.properties(template.queueId("DispatchQueuesMainQueue"));

        assertThat(main.path("VisibilityTimeout").asInt()).isEqualTo(6 * 60 + 5);
        assertThat(mapping(template).path("BatchSize").asInt()).isEqualTo(100);
        assertThat(mapping(template)
                        .path("ScalingConfig")
                        .path("MaximumConcurrency")
                        .asInt())
                .as("not overridden: the default stays")
                .isEqualTo(5);
        assertThat(mapping(template).path("FunctionResponseTypes").toString())
                .isEqualTo("[\"ReportBatchItemFailures\"]");
    }

    @Test
    void overridesBeyondAwsLimits_failTheSynth_namingTheOverrideProp() {
        assertThatThrownBy(() -> synth(props -> props.dispatcherFunctionProps(
                        FunctionOptions.builder().memorySize(64).build())))
                .hasMessage("dispatcherFunctionProps.memorySize must be between 128 and 10240, was 64");
        assertThatThrownBy(() -> synth(props -> props.dispatcherFunctionProps(
                        FunctionOptions.builder().timeout(Duration.seconds(1)).build())))
                .hasMessage("dispatcherFunctionProps.timeout (seconds) must be between 3 and 900, was 1");
        assertThatThrownBy(() -> synth(props -> props.eventSourceProps(
                        SqsEventSourceProps.builder().maxConcurrency(1).build())))
                .hasMessage("eventSourceProps.maxConcurrency must be between 2 and 1000, was 1");
    }

    @Test
    void partialBatchResponses_cannotBeTurnedOff() {
        assertThatThrownBy(() -> synth(props -> props.eventSourceProps(SqsEventSourceProps.builder()
                        .reportBatchItemFailures(false)
                        .build())))
                .hasMessageStartingWith("eventSourceProps.reportBatchItemFailures must stay true");
    }

    @Test
    void theDispatchersOwnVariables_cannotBeSetThroughTheFunctionsEnvironment() {
        assertThatThrownBy(() -> synth(props -> props.dispatcherFunctionProps(FunctionOptions.builder()
                        .environment(Map.of("DUPLICATE_MEMORY_SECONDS", "600"))
                        .build())))
                .hasMessageStartingWith(
                        "dispatcherFunctionProps.environment must not set DUPLICATE_MEMORY_SECONDS: the dispatcher's "
                                + "variables come from the construct's props");
    }
}
