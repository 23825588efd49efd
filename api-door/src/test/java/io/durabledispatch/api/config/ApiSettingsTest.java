package io.durabledispatch.api.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.aws.ConfigurationException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ApiSettingsTest {
    private static Map<String, String> env(String maxWait) {
        Map<String, String> env =
                new HashMap<>(Map.of("ROUTES", "classpath:routes/http-routes.json", "AWS_REGION", "eu-west-1"));
        if (maxWait != null) env.put("HTTP_MAX_WAIT_SECONDS", maxWait);
        return env;
    }

    @Test
    void maxWait_defaultsTo20Seconds_fromTheSettingsTable() {
        assertThat(ApiSettings.from(env(null)).maxWait()).isEqualTo(Duration.ofSeconds(20));
    }

    @Test
    void maxWait_beyondWhatApiGatewayWaitsFor_failsTheColdStart_namingTheVariable() {
        assertThatThrownBy(() -> ApiSettings.from(env("30")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("HTTP_MAX_WAIT_SECONDS must be between 0 and 24, was 30");
    }

    @Test
    void routes_areRequired() {
        Map<String, String> env = env(null);
        env.remove("ROUTES");

        assertThatThrownBy(() -> ApiSettings.from(env))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("ROUTES");
    }
}
