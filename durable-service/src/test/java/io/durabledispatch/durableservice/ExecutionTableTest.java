package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;

class ExecutionTableTest {
    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final ExecutionTable table = new ExecutionTable();

    private static ExecutionRecord record(String function, String name) {
        String arn = "arn:aws:lambda:us-east-1:1:function:" + function + ":1/durable-execution/" + name + "/id-" + name;
        return new ExecutionRecord(
                new ExecutionIdentity(arn, "id-" + name, name, function, "1", "{}", T0, 3600, 86_400));
    }

    @Test
    void findByName_isPerFunction() {
        ExecutionRecord orders = record("orders", "n-1");
        ExecutionRecord points = record("points", "n-1");
        table.add(orders);
        table.add(points);

        assertThat(table.findByName("orders", "n-1").map(ExecutionTable.Entry::executionArn))
                .contains(orders.identity().executionArn());
        assertThat(table.findByName("points", "n-1").map(ExecutionTable.Entry::executionArn))
                .contains(points.identity().executionArn());
        assertThat(table.findByName("orders", "n-2")).isEmpty();
        assertThat(table.findByName("nobody", "n-1")).isEmpty();
    }

    @Test
    void summarise_keepsTheViewOfAClosedExecution_butNotTheRecord() {
        ExecutionRecord record = record("orders", "n-1");
        table.add(record);
        table.summarise(record); // still open: nothing to shrink
        assertThat(table.find(record.identity().executionArn()).flatMap(ExecutionTable.Entry::full))
                .isPresent();

        record.status = ExecutionStatus.SUCCEEDED;
        record.result = "\"ok\"";
        record.endTimestamp = T0.plusSeconds(1);
        table.summarise(record);

        ExecutionTable.Entry entry =
                table.find(record.identity().executionArn()).orElseThrow();
        assertThat(entry.full()).isEmpty();
        assertThat(entry.view()).isEqualTo(ExecutionView.of(record));
        assertThat(entry.inputPayload()).isEqualTo("{}");
        assertThat(table.findByName("orders", "n-1")).containsSame(entry);
    }

    @Test
    void remove_forgetsTheArnTheNameAndTheListingPosition() {
        ExecutionRecord first = record("orders", "n-1");
        ExecutionRecord second = record("orders", "n-2");
        table.add(first);
        table.add(second);

        table.remove(first.identity().executionArn());

        assertThat(table.find(first.identity().executionArn())).isEmpty();
        assertThat(table.findByName("orders", "n-1")).isEmpty();
        assertThat(table.inStartOrder("orders", null, false))
                .extracting(ExecutionTable.Entry::executionArn)
                .containsExactly(second.identity().executionArn());
        assertThat(table.size()).isEqualTo(1);
    }

    @Test
    void inStartOrder_startsAtAPosition_perFunction_eitherWay() {
        table.add(record("orders", "a"));
        table.add(record("points", "b"));
        ExecutionTable.Entry third = table.add(record("orders", "c"));
        table.add(record("orders", "d"));

        assertThat(table.inStartOrder("orders", third.order(), false))
                .extracting(entry -> entry.view().executionName())
                .containsExactly("c", "d");
        assertThat(table.inStartOrder("orders", third.order(), true))
                .extracting(entry -> entry.view().executionName())
                .containsExactly("c", "a");
        assertThat(table.inStartOrder("orders", null, true))
                .extracting(entry -> entry.view().executionName())
                .containsExactly("d", "c", "a");
        assertThat(table.inStartOrder("nobody", null, false)).isEmpty();
    }
}
