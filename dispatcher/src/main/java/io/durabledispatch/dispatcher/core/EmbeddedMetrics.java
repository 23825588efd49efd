package io.durabledispatch.dispatcher.core;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.StrictJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * CloudWatch EMF: per batch and (operation, outcome), documents with {@code Records} (count) and
 * {@code StartLatency} (one value per record). EMF takes at most 100 values per metric in one document, and a
 * batch holds up to 10,000 records, so each group is written in slices of 100 records: every latency is
 * kept, and each slice counts its own records, so the sum of {@code Records} is the batch's count. A DUPLICATE
 * document also counts {@code ResendsOfFailed}: duplicates of an execution that FAILED, TIMED_OUT or was stopped,
 * requests that will not run again unless someone re-runs them.
 */
final class EmbeddedMetrics {
    static final String NAMESPACE = "DurableDispatch";
    static final int MAX_VALUES = 100;
    static final String RESENDS_OF_FAILED = "ResendsOfFailed";

    private EmbeddedMetrics() {}

    static List<String> lines(BatchReport report, long timestampMillis) {
        return lines(report, timestampMillis, false);
    }

    /**
     * @param tenantDimension also group by (and name) the {@code tenant} dimension: one metric series per tenant,
     *     operation and outcome, which CloudWatch bills as a custom metric each
     */
    static List<String> lines(BatchReport report, long timestampMillis, boolean tenantDimension) {
        Map<List<String>, List<RecordOutcome>> byDimensions =
                new TreeMap<>((a, b) -> String.join("/", a).compareTo(String.join("/", b)));
        for (RecordOutcome outcome : report.outcomes()) {
            List<String> key = new ArrayList<>(List.of(
                    outcome.operation().orElse("none"), outcome.outcome().name()));
            if (tenantDimension) key.add(outcome.tenant().orElse("none"));
            byDimensions.computeIfAbsent(key, k -> new ArrayList<>()).add(outcome);
        }
        List<String> lines = new ArrayList<>();
        byDimensions.forEach((dimensions, outcomes) -> {
            for (int from = 0; from < outcomes.size(); from += MAX_VALUES) {
                List<RecordOutcome> slice = outcomes.subList(from, Math.min(from + MAX_VALUES, outcomes.size()));
                lines.add(document(dimensions, slice, timestampMillis));
            }
        });
        return lines;
    }

    private static String document(List<String> dimensions, List<RecordOutcome> outcomes, long timestamp) {
        ObjectNode root = StrictJson.nodes().objectNode();
        ObjectNode directive = root.putObject("_aws")
                .put("Timestamp", timestamp)
                .putArray("CloudWatchMetrics")
                .addObject();
        directive.put("Namespace", NAMESPACE);
        ArrayNode dimensionNames =
                directive.putArray("Dimensions").addArray().add("operation").add("outcome");
        if (dimensions.size() > 2) dimensionNames.add("tenant");
        ArrayNode metrics = directive.putArray("Metrics");
        metrics.addObject().put("Name", "Records").put("Unit", "Count");
        metrics.addObject().put("Name", "StartLatency").put("Unit", "Milliseconds");
        long resendsOfFailed =
                outcomes.stream().filter(RecordOutcome::resendOfFailed).count();
        if (resendsOfFailed > 0) {
            metrics.addObject().put("Name", RESENDS_OF_FAILED).put("Unit", "Count");
            root.put(RESENDS_OF_FAILED, resendsOfFailed);
        }
        root.put("operation", dimensions.get(0));
        root.put("outcome", dimensions.get(1));
        if (dimensions.size() > 2) root.put("tenant", dimensions.get(2));
        root.put("Records", outcomes.size());
        ArrayNode latencies = root.putArray("StartLatency");
        outcomes.forEach(o -> latencies.add(o.latencyMillis()));
        return root.toString();
    }
}
