package io.durabledispatch.tables.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SampleWorkflowsTest {

    @Test
    void names_routesAndEventTypes_areUnique() {
        assertThat(SampleWorkflows.ALL).extracting(SampleWorkflow::functionName).doesNotHaveDuplicates();
        assertThat(SampleWorkflows.ALL).extracting(s -> s.route().name()).doesNotHaveDuplicates();
        assertThat(SampleWorkflows.ALL).extracting(s -> s.route().eventType()).doesNotHaveDuplicates();
    }

    @Test
    void httpRoutes_haveNamesOfTheirOwn_andOneRequestEach() {
        List<SampleRoute.Http> http = SampleWorkflows.ALL.stream()
                .flatMap(s -> s.route().http().stream())
                .toList();

        assertThat(http).hasSize(SampleWorkflows.ALL.size());
        assertThat(http).extracting(SampleRoute.Http::request).doesNotHaveDuplicates();
        assertThat(http)
                .extracting(SampleRoute.Http::name)
                .doesNotHaveDuplicates()
                .doesNotContainAnyElementsOf(
                        SampleWorkflows.ALL.stream().map(s -> s.route().name()).toList());
        assertThat(SampleWorkflows.ORDER.route().http().orElseThrow().request()).isEqualTo("POST /orders");
    }

    @Test
    void targetName_isTheFunction_orTheStateMachine() {
        assertThat(SampleWorkflows.ORDER.targetName()).isEqualTo("order-workflow");
        assertThat(SampleWorkflows.REWARD_REDEMPTION.target())
                .isEqualTo(new TargetKind.StateMachine("reward-redemption"));
        assertThat(SampleWorkflows.REWARD_REDEMPTION.targetName()).isEqualTo("reward-redemption");
    }

    @Test
    void handler_namesTheEntryClassAndItsMethod() {
        assertThat(SampleWorkflows.POINTS.handlerClass())
                .isEqualTo("io.durabledispatch.workflows.points.PointsWorkflow");
        assertThat(SampleWorkflows.POINTS.logicalName()).isEqualTo("PointsWorkflow");
    }

    @Test
    void everySpendingSample_spendsWhatAnEarningSampleGrants() {
        List<String> earners = SampleWorkflows.ALL.stream()
                .map(s -> s.events().share().fold(percent -> "", spends -> spends.earner()))
                .filter(earner -> !earner.isEmpty())
                .toList();

        assertThat(earners).isNotEmpty();
        earners.forEach(earner -> assertThat(SampleWorkflows.byFunction(earner))
                .hasValueSatisfying(s -> assertThat(s.events().share()).isInstanceOf(Share.Percent.class)));
    }

    @Test
    void body_isTheSameForTheSameSeed_andCarriesEveryKeyField() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            Map<String, Object> first = fields(sample, 3L);

            assertThat(fields(sample, 3L)).as(sample.functionName()).isEqualTo(first);
            for (String pointer : sample.route().key()) {
                assertThat(at(first, pointer))
                        .as(sample.functionName() + " " + pointer)
                        .isNotNull();
            }
        }
    }

    @Test
    void conflict_changesTheValueItPointsAt() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            var conflict = sample.events().conflict();
            Object before = at(fields(sample, 5L), conflict.pointer());

            assertThat(conflict.change().apply(before))
                    .as(sample.functionName())
                    .isNotNull()
                    .isNotEqualTo(before);
        }
    }

    private static Map<String, Object> fields(SampleWorkflow sample, long seed) {
        return sample.events().body().fields(new SampleEvents.Seed(new Random(seed), "acme", 7, "M-7"));
    }

    /** The value at a JSON pointer of an event's fields; {@code /tenant_id} is the demo's, not the body's. */
    @SuppressWarnings("unchecked")
    private static Object at(Map<String, Object> fields, String pointer) {
        Object node = fields;
        for (String name : pointer.substring(1).split("/")) node = ((Map<String, Object>) node).get(name);
        return node;
    }
}
