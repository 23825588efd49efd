package io.durabledispatch.demo;

import java.util.ArrayList;
import java.util.List;

/** The demo's summary as an aligned two-column table (with the expected value beside each count). */
public final class DemoTable {
    private DemoTable() {}

    public static String render(DemoReport report) {
        var expected = report.expected();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {
            "SQS door: events sent", Integer.toString(report.sent()), Integer.toString(report.expectedMessages())
        });
        rows.add(new String[] {
            "executions started (both doors)",
            Integer.toString(report.executions()),
            Integer.toString(expected.executions())
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
        apiRows(report, rows);
        report.executionsByStatus()
                .forEach((status, count) ->
                        rows.add(new String[] {"  executions " + status, Integer.toString(count), ""}));
        report.parkedByReason()
                .forEach((reason, count) -> rows.add(new String[] {"  parked " + reason, Integer.toString(count), ""}));
        StringBuilder table = new StringBuilder(String.format("%-40s %8s %9s%n", "", "actual", "expected"));
        rows.forEach(row -> table.append(String.format("%-40s %8s %9s%n", row[0], row[1], row[2])));
        return table.toString();
    }

    /** The HTTP door's answers, when the run posted to it; 429 and 503 were retried until accepted. */
    private static void apiRows(DemoReport report, List<String[]> rows) {
        var expected = report.apiExpected();
        var api = report.api();
        if (expected.requests() == 0 && api.sent() == 0) return;
        rows.add(row("HTTP door: requests answered", api.sent(), expected.requests()));
        rows.add(row(
                "  202/200 accepted (new + repeats)", report.apiAccepted(), expected.distinct() + expected.repeats()));
        rows.add(row("    202 accepted", api.answered(202), -1));
        rows.add(row("    200 replayed", api.answered(200), -1));
        rows.add(row("  422 conflict", api.answered(422), expected.conflicts()));
        rows.add(row("  400 invalid", api.answered(400), expected.invalid()));
        rows.add(row("  429/503 retried until accepted", api.retried(), -1));
    }

    /** {@code expected} -1: no expectation (how answers split, or how often the door asked for a retry). */
    private static String[] row(String label, int actual, int expected) {
        return new String[] {label, Integer.toString(actual), expected < 0 ? "" : Integer.toString(expected)};
    }
}
