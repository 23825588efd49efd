package io.durabledispatch.ops.rerun;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RerunsTest {
    private static final Planner DEFAULT = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));
    private static final String ORDER = "{\"type\":\"order.placed\",\"tenant_id\":\" Acme\",\"order_no\":\"a-1\","
            + "\"customer\":{\"id\":\"C-1\"},\"amount\":{\"value\":44.90,\"currency\":\"EUR\"},\"trace_id\":\"t\"}";

    private final InMemoryExecutionLookup lookup = new InMemoryExecutionLookup();

    private static Plan plan(Planner planner, String body, int generation) {
        return planner.plan(body, Optional.of(Integer.toString(generation)))
                .fold(plan -> plan, rejection -> fail("expected a plan, was " + rejection));
    }

    private static RerunDecision.Send send(RerunDecision decision) {
        return decision.fold(send -> send, refused -> fail("expected a send, was " + refused));
    }

    private static RerunDecision.Refused refused(RerunDecision decision) {
        return decision.fold(send -> fail("expected a refusal, was " + send), refused -> refused);
    }

    private void started(int generation, String status) {
        Plan plan = plan(DEFAULT, ORDER, generation);
        lookup.add(plan.executionName(), status, plan.canonicalInput());
    }

    private RerunDecision decide(boolean force) {
        return new Reruns(DEFAULT, lookup).decide("order-placed", "acme", List.of("A-1"), force);
    }

    @ParameterizedTest
    @ValueSource(strings = {"FAILED", "TIMED_OUT", "STOPPED", "ABORTED"})
    void rerun_sendsTheNextGeneration_ofAnEndedUnfinishedExecution(String status) {
        started(1, status);

        RerunDecision.Send send = send(decide(false));

        Plan replanned = plan(DEFAULT, send.body(), 2);
        assertThat(send.generation()).isEqualTo(2);
        assertThat(send.executionName()).startsWith("order-g2-A-1-").isEqualTo(replanned.executionName());
        assertThat(replanned.canonicalInput()).isEqualTo(plan(DEFAULT, ORDER, 1).canonicalInput());
    }

    @Test
    void rerun_refusesARunningExecution_evenWithForce() {
        started(1, "RUNNING");

        RerunDecision.Refused refused = refused(decide(true));

        assertThat(refused.reason()).isEqualTo("the latest execution is RUNNING; only an ended execution is re-run");
    }

    @Test
    void rerun_refusesASucceededExecution_unlessForced() {
        started(1, "SUCCEEDED");

        assertThat(refused(decide(false)).reason()).contains("--force");
        assertThat(send(decide(true)).generation()).isEqualTo(2);
    }

    @Test
    void rerun_refusesARequestThatNeverStarted() {
        assertThat(refused(decide(true)).reason()).isEqualTo("no execution was started for this request");
    }

    @Test
    void rerun_findsTheLatestGeneration_andJudgesThatOne() {
        started(1, "FAILED");
        started(2, "FAILED");
        started(3, "RUNNING");

        assertThat(refused(decide(false)).reason()).contains("RUNNING");

        started(3, "TIMED_OUT");
        RerunDecision.Send send = send(decide(false));
        assertThat(send.generation()).isEqualTo(4);
        assertThat(send.latest().name()).contains("-g3-");
    }

    @Test
    void rerun_writesTheMatchFieldsBack_andTheRoutesGenerationField_whenItNamesOne() {
        Planner nested = new Planner(
                RouteDocuments.load(
                        "{\"routes\":[{\"name\":\"r\",\"operation\":\"order\","
                                + "\"match\":{\"/meta/kind\":\"order\"},\"tenant\":\"/t\",\"key\":[\"/k\"],\"input\":[\"/t\",\"/k\"],"
                                + "\"generation\":\"/attempt\",\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}]}"));
        Plan first = plan(nested, "{\"meta\":{\"kind\":\"order\"},\"t\":\"acme\",\"k\":\"K\",\"attempt\":1}", 1);
        lookup.add(first.executionName(), "FAILED", first.canonicalInput());

        RerunDecision.Send send = send(new Reruns(nested, lookup).decide("r", "acme", List.of("K"), false));

        assertThat(send.body()).contains("\"meta\":{\"kind\":\"order\"}").contains("\"attempt\":2");
        assertThat(plan(nested, send.body(), 2).executionName()).isEqualTo(send.executionName());
    }
}
