package io.durabledispatch.runtime.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RuntimeSettingsTest {

    @Test
    void fromEnvironment_prefersTheLambdaSpecificEndpoint_overTheGeneralOne() {
        RuntimeSettings settings = RuntimeSettings.fromEnvironment(Map.of(
                "AWS_REGION", "eu-west-1",
                "AWS_ENDPOINT_URL", "http://127.0.0.1:4566",
                "AWS_ENDPOINT_URL_LAMBDA", "http://127.0.0.1:9001"));

        assertThat(settings.region()).isEqualTo("eu-west-1");
        assertThat(settings.endpointOverride()).contains(URI.create("http://127.0.0.1:9001"));
        assertThat(settings.maxResultBytes()).isEqualTo(RuntimeSettings.DEFAULT_MAX_RESULT_BYTES);
    }

    @Test
    void fromEnvironment_usesNoOverride_whenNoEndpointIsSet() {
        RuntimeSettings settings = RuntimeSettings.fromEnvironment(Map.of("AWS_REGION", "us-east-1"));

        assertThat(settings.endpointOverride()).isEmpty();
    }

    @Test
    void fromEnvironment_namesTheVariable_whenAValueIsInvalid() {
        assertThatThrownBy(() -> RuntimeSettings.fromEnvironment(Map.of())).hasMessageContaining("AWS_REGION");
        assertThatThrownBy(() ->
                        RuntimeSettings.fromEnvironment(Map.of("AWS_REGION", "x", "AWS_ENDPOINT_URL", "not a url")))
                .hasMessageContaining("AWS_ENDPOINT_URL");
        assertThatThrownBy(() ->
                        RuntimeSettings.fromEnvironment(Map.of("AWS_REGION", "x", "DURABLE_MAX_RESULT_BYTES", "lots")))
                .hasMessageContaining("DURABLE_MAX_RESULT_BYTES");
    }
}
