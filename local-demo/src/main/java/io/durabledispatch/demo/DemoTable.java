package io.durabledispatch.demo;

import java.util.ArrayList;
import java.util.List;

/** The demo's summary as an aligned two-column table (with the expected value beside each count). */
public final class DemoTable {
    private DemoTable() {}

    public static String render(DemoReport report) {
        var expected = report.expected();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"events sent", Integer.toString(report.sent()), Integer.toString(expected.messages())});
        rows.add(new String[] {
            "executions started", Integer.toString(report.executions()), Integer.toString(expected.executions())
        });
        rows.add(new String[] {
            "duplicates collapsed",
            Integer.toString(report.duplicatesCollapsed()),
            Integer.toString(expected.duplicates())
        });
        rows.add(new String[] {
            "conflicts parked", Integer.toString(report.parked("CONFLICT")), Integer.toString(expected.conflicts())
        });
        rows.add(new String[] {
            "invalid parked", Integer.toString(report.parked("INVALID")), Integer.toString(expected.invalid())
        });
        rows.add(new String[] {"dead-letter queue", Integer.toString(report.deadLettered()), "0"});
        report.executionsByStatus()
                .forEach((status, count) ->
                        rows.add(new String[] {"  executions " + status, Integer.toString(count), ""}));
        report.parkedByReason()
                .forEach((reason, count) -> rows.add(new String[] {"  parked " + reason, Integer.toString(count), ""}));
        StringBuilder table = new StringBuilder(String.format("%-36s %8s %9s%n", "", "actual", "expected"));
        rows.forEach(row -> table.append(String.format("%-36s %8s %9s%n", row[0], row[1], row[2])));
        return table.toString();
    }
}
