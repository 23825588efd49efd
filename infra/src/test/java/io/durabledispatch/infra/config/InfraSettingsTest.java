package io.durabledispatch.infra.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InfraSettingsTest {

    @Test
    void fromContext_usesDefaults_whenNothingIsSet() {
        InfraSettings settings = InfraSettings.fromContext(key -> null);

        assertThat(settings.queues().fifo()).isFalse();
        assertThat(settings.queues().retention()).isEqualTo(Duration.ofDays(4));
        assertThat(settings.queues().deadLetterRetention()).isEqualTo(Duration.ofDays(14));
        assertThat(settings.queues().lateResend()).isEqualTo(Duration.ofDays(7));
        assertThat(settings.workflows().retention()).isEqualTo(Duration.ofDays(30));
        assertThat(settings.dispatcher().batchingWindow()).isEqualTo(Duration.ofSeconds(1));
        assertThat(settings.assets().workflowsJar().toString())
                .isEqualTo("workflows/target/workflows-0.1.0-SNAPSHOT-lambda.jar");
    }

    @Test
    void fromContext_acceptsCommandLineStrings_andCdkJsonNumbers() {
        Map<String, Object> context = Map.of("batchSize", "25", "maxConcurrency", 8, "fifo", "false");

        InfraSettings settings = InfraSettings.fromContext(context::get);

        assertThat(settings.dispatcher().batchSize()).isEqualTo(25);
        assertThat(settings.dispatcher().maxConcurrency()).isEqualTo(8);
    }

    @Test
    void fromContext_leavesTheDispatcherJarToTheConstruct_unlessOneIsNamed() {
        assertThat(InfraSettings.fromContext(key -> null).assets().dispatcherJar())
                .isEmpty();
        assertThat(InfraSettings.fromContext(Map.<String, Object>of("dispatcherJar", "my.jar")::get)
                        .assets()
                        .dispatcherJar())
                .contains(java.nio.file.Path.of("my.jar"));
    }

    @Test
    void fromContext_refusesAnUnknownStateMachineType() {
        assertThatThrownBy(
                        () -> InfraSettings.fromContext(Map.<String, Object>of("rewardStateMachineType", "FAST")::get))
                .hasMessage("CDK context 'rewardStateMachineType' must be STANDARD or EXPRESS, got 'FAST'");
    }

    @Test
    void fromContext_namesTheContextKey_whenAValueIsOutOfRange() {
        assertThatThrownBy(() -> InfraSettings.fromContext(Map.<String, Object>of("maxReceiveCount", "3")::get))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'maxReceiveCount'")
                .hasMessageContaining("at least 5");
        assertThatThrownBy(() -> InfraSettings.fromContext(Map.<String, Object>of("batchSize", "many")::get))
                .hasMessage("CDK context 'batchSize' must be an integer, got 'many'");
    }

    @Test
    void startConcurrency_isLeftToTheConstructWhenUnset_andTakesItsRangeFromTheSettingsTable() {
        assertThat(InfraSettings.fromContext(key -> null).dispatcher().startConcurrency())
                .isEmpty();
        assertThat(InfraSettings.fromContext(Map.<String, Object>of("startConcurrency", "1000")::get)
                        .dispatcher()
                        .startConcurrency())
                .hasValue(1000);
        assertThatThrownBy(() -> InfraSettings.fromContext(Map.<String, Object>of("startConcurrency", "1001")::get))
                .hasMessage("CDK context 'startConcurrency' must be an integer between 1 and 1000, got '1001'");
    }

    @Test
    void fifo_dropsTheBatchingWindowByDefault_andRefusesLargeBatches() {
        InfraSettings fifo = InfraSettings.fromContext(Map.<String, Object>of("fifo", true)::get);

        assertThat(fifo.dispatcher().batchingWindow()).isZero();
        assertThatThrownBy(
                        () -> InfraSettings.fromContext(Map.<String, Object>of("fifo", "true", "batchSize", "11")::get))
                .hasMessage("CDK context 'batchSize' must be at most 10 on a FIFO queue");
        assertThatThrownBy(() -> InfraSettings.fromContext(
                        Map.<String, Object>of("fifo", "true", "batchingWindowSeconds", "2")::get))
                .hasMessageContaining("'batchingWindowSeconds' must be 0 on a FIFO queue");
    }
}
