package io.durabledispatch.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.construct.TemplateJson;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.assertions.Template;

/**
 * CDK context changes what is deployed (through the construct's props and its function and mapping overrides), and
 * a configuration that could double-start is refused.
 */
class ContextConfigurationTest {
    private static final String REWARD_ONLY_ROUTES = "src/test/resources/routes/reward-only-routes.json";

    @TempDir
    Path assets;

    @Test
    void fifoContext_deploysFifoQueues_andTheEventSourceFollowsContext() {
        TemplateJson template = TemplateJson.of(Template.fromStack(TestApps.compose(
                assets,
                Map.of(
                        "fifo",
                        "true",
                        "batchSize",
                        "7",
                        "maxConcurrency",
                        "3",
                        "dispatcherTimeoutSeconds",
                        60,
                        "dispatcherMemoryMb",
                        "2048"))));
        JsonNode mapping = template.resources("AWS::Lambda::EventSourceMapping")
                .values()
                .iterator()
                .next()
                .path("Properties");

        assertThat(template.resources("AWS::SQS::Queue").entrySet())
                .filteredOn(entry -> entry.getKey().startsWith("DispatchQueuesMainQueue")
                        || entry.getKey().startsWith("DispatchQueuesDeadLetterQueue"))
                .allSatisfy(entry -> assertThat(entry.getValue()
                                .path("Properties")
                                .path("FifoQueue")
                                .asBoolean())
                        .isTrue());
        assertThat(template.resources("AWS::Events::EventBus"))
                .as("a rule into a FIFO queue would put every event into one message group")
                .isEmpty();
        assertThat(template.resources("AWS::Events::Rule")).isEmpty();
        assertThat(template.resources("AWS::Kinesis::Stream")).hasSize(1);
        assertThat(mapping.path("BatchSize").asInt()).isEqualTo(7);
        assertThat(mapping.path("ScalingConfig").path("MaximumConcurrency").asInt())
                .isEqualTo(3);
        assertThat(mapping.has("MaximumBatchingWindowInSeconds")).isFalse();
        assertThat(template.dispatcherProperties().path("Timeout").asInt()).isEqualTo(60);
        assertThat(template.dispatcherProperties().path("MemorySize").asInt()).isEqualTo(2048);
        assertThat(template.resources("AWS::SQS::Queue").entrySet())
                .filteredOn(entry -> entry.getKey().startsWith("DispatchQueuesMainQueue"))
                .allSatisfy(entry -> assertThat(entry.getValue()
                                .path("Properties")
                                .path("VisibilityTimeout")
                                .asInt())
                        .isEqualTo(6 * 60));
    }

    @Test
    void retentionGuard_failsSynth_whenADuplicateCanArriveAfterTheNameIsForgotten() {
        assertThatThrownBy(() -> TestApps.compose(assets, Map.of("workflowRetentionDays", "14")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Route 'order-placed'")
                .hasMessageContaining("a duplicate can still arrive 25 days after the first start")
                .hasMessageContaining("order-workflow:live remembers execution names for only 14 days")
                .hasMessageContaining("lower queueRetention, deadLetterRetention or lateResend");
    }

    @Test
    void retentionGuard_measuresStepFunctionsRoutes_againstTheirNinetyDays() {
        Map<String, Object> rewardOnly =
                Map.of("routesFile", REWARD_ONLY_ROUTES, "queueRetentionDays", "14", "workflowRetentionDays", "30");

        DurableDispatchStack within = TestApps.compose(assets, with(rewardOnly, "lateResendDays", "40"));

        assertThat(within.getNode().tryFindChild("RewardRedemption")).isNotNull();
        assertThatThrownBy(() -> TestApps.compose(assets, with(rewardOnly, "lateResendDays", "80")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Route 'reward-redeemed': a duplicate can still arrive 108 days")
                .hasMessageContaining("reward-redemption remembers execution names for only 90 days");
    }

    @Test
    void expressStateMachine_isRefusedAsATarget() {
        assertThatThrownBy(() -> TestApps.compose(assets, Map.of("rewardStateMachineType", "EXPRESS")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Route 'reward-redeemed': state machine reward-redemption is EXPRESS")
                .hasMessageContaining("only targets STANDARD");
    }

    private static Map<String, Object> with(Map<String, Object> context, String key, Object value) {
        Map<String, Object> copy = new HashMap<>(context);
        copy.put(key, value);
        return copy;
    }
}
