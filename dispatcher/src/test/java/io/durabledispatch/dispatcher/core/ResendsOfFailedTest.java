package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.PlanResults;
import io.durabledispatch.core.start.Outcome;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A resend of a request whose execution FAILED stays a DUPLICATE, but is visible: log line and metric. */
class ResendsOfFailedTest {
    private static final String REWARD = "{\"type\":\"reward.redeemed\",\"tenant_id\":\"acme\",\"member_id\":\"M-1\","
            + "\"redemption_id\":\"R-1\",\"reward\":{\"sku\":\"MUG\",\"points\":500}}";

    private final TestDispatchers test = new TestDispatchers(2);

    @AfterEach
    void stop() {
        test.close();
    }

    @Test
    void duplicateOfAFailedExecution_isAcked_withItsStatusLogged_andCountedApart() {
        String name =
                PlanResults.plan(TestDispatchers.DEFAULT_PLANNER.plan(REWARD)).executionName();
        test.dispatcher.dispatch(List.of(InboundRecord.standard("m-1", REWARD)));
        test.stepFunctions.status(name, "FAILED");
        test.lines.clear();

        BatchReport report = test.dispatcher.dispatch(
                List.of(InboundRecord.standard("m-2", REWARD), InboundRecord.standard("m-3", REWARD)));

        assertThat(report.outcomes()).extracting(RecordOutcome::outcome).containsOnly(Outcome.DUPLICATE);
        assertThat(report.failedMessageIds()).isEmpty();
        assertThat(test.parking.messages()).isEmpty();
        assertThat(test.lines)
                .filteredOn(line -> line.contains("record dispatched"))
                .hasSize(2)
                .allMatch(line -> line.contains("\"existingStatus\":\"FAILED\""));
        assertThat(test.lines)
                .filteredOn(line -> line.contains("\"CloudWatchMetrics\""))
                .singleElement()
                .asString()
                .contains("{\"Name\":\"ResendsOfFailed\",\"Unit\":\"Count\"}")
                .contains("\"ResendsOfFailed\":2")
                .contains("\"Records\":2");
    }

    @Test
    void duplicateOfARunningOrSucceededExecution_isNotAResendOfFailed() {
        String name =
                PlanResults.plan(TestDispatchers.DEFAULT_PLANNER.plan(REWARD)).executionName();
        test.dispatcher.dispatch(List.of(InboundRecord.standard("m-1", REWARD)));
        test.stepFunctions.status(name, "SUCCEEDED");
        test.lines.clear();

        test.dispatcher.dispatch(List.of(InboundRecord.standard("m-2", REWARD)));

        assertThat(test.lines).anyMatch(line -> line.contains("\"existingStatus\":\"SUCCEEDED\""));
        assertThat(test.lines).noneMatch(line -> line.contains("ResendsOfFailed"));
    }
}
