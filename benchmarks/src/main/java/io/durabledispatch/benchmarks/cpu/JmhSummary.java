package io.durabledispatch.benchmarks.cpu;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.benchmarks.Stats;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns a JMH JSON result of {@link PlannerBenchmark} into a Markdown table: the median of every measured
 * iteration per benchmark and body size, and the planner's cost as a multiple of the floor.
 * Usage: {@code JmhSummary <result.json>}.
 */
public final class JmhSummary {
    private JmhSummary() {}

    public static void main(String[] args) throws IOException {
        JsonNode results = JsonMappers.plain().readTree(new File(args[0]));
        Map<Integer, Map<String, Double>> bySize = new TreeMap<>();
        for (JsonNode result : results) {
            String name = result.get("benchmark").asText().replaceAll(".*\\.", "");
            int size = result.at("/params/bodyBytes").asInt();
            bySize.computeIfAbsent(size, s -> new TreeMap<>()).put(name, median(result.at("/primaryMetric/rawData")));
        }
        System.out.println("| body | planner ns | Jackson parse ns | SHA-256 ns | floor (parse+SHA) ns "
                + "| planner / floor | planner / parse |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|");
        bySize.forEach((size, medians) -> System.out.println(row(size, medians)));
    }

    private static String row(int size, Map<String, Double> m) {
        double plan = m.get("dispatcherPlan");
        double floor = m.get("floorParseAndSha256");
        return "| %d B | %.0f | %.0f | %.0f | %.0f | %.2f× | %.2f× |"
                .formatted(
                        size,
                        plan,
                        m.get("jacksonParse"),
                        m.get("sha256"),
                        floor,
                        plan / floor,
                        plan / m.get("jacksonParse"));
    }

    private static double median(JsonNode rawData) {
        List<Double> values = new ArrayList<>();
        rawData.forEach(fork -> fork.forEach(iteration -> values.add(iteration.asDouble())));
        return Stats.median(values);
    }
}
