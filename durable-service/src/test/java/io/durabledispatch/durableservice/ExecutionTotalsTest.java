package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import io.durabledispatch.runtime.wire.InvocationOutput;
import org.junit.jupiter.api.Test;

class ExecutionTotalsTest {
    private final DurableTestHarness harness = new DurableTestHarness();

    @Test
    void totals_countCreatedAndClosedExecutions_notDuplicateStartsOrRepeatedStops() {
        harness.register(
                "orders",
                (in, out, context) -> out.write(DurableWireCodec.invocation().write(InvocationOutput.succeeded(null))));
        harness.start("orders", "order-1", "{}");
        harness.start("orders", "order-1", "{}");
        String parked = harness.start("never-registered", "order-2", "{}");
        harness.service().stop(parked, null);
        harness.service().stop(parked, null);
        String open = harness.start("never-registered", "order-3", "{}");

        assertThat(harness.service().totals()).isEqualTo(new ExecutionTotals(3, 1));

        harness.runUntilIdle();

        assertThat(harness.service().totals().closed()).isEqualTo(2);
        assertThat(harness.execution(open).status().toString()).isEqualTo("RUNNING");
        assertThat(harness.service().totals().running()).isEqualTo(1);
    }
}
