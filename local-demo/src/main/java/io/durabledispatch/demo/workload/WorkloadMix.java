package io.durabledispatch.demo.workload;

import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.Share;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** How many of a workload's distinct requests go to each sample, by the shares their definitions give. */
final class WorkloadMix {
    private WorkloadMix() {}

    /**
     * Each sample's count, in the samples' order: a percent share rounded down (at least its minimum); a spending
     * share what the percent shares leave, at most its earner's count; the first percent share takes what
     * rounding and caps leave over, so the counts add up to {@code unique}.
     */
    static Map<SampleWorkflow, Integer> counts(List<SampleWorkflow> samples, int unique) {
        Map<SampleWorkflow, Integer> counts = new LinkedHashMap<>();
        samples.forEach(s -> counts.put(s, s.events().share().fold(p -> nominal(p, unique), spends -> 0)));
        int left = unique - counts.values().stream().mapToInt(Integer::intValue).sum();
        samples.forEach(s ->
                s.events().share().fold(p -> null, spends -> counts.put(s, Math.min(earned(counts, spends), left))));
        firstPercent(samples).ifPresent(first -> counts.put(first, unique - othersThan(first, counts)));
        return counts;
    }

    private static int nominal(Share.Percent share, int unique) {
        return Math.max(share.minimum(), unique * share.percent() / 100);
    }

    private static int earned(Map<SampleWorkflow, Integer> counts, Share.Spends spends) {
        return counts.entrySet().stream()
                .filter(e -> e.getKey().functionName().equals(spends.earner()))
                .mapToInt(Map.Entry::getValue)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no sample " + spends.earner() + " earns"));
    }

    private static Optional<SampleWorkflow> firstPercent(List<SampleWorkflow> samples) {
        return samples.stream()
                .filter(s -> s.events().share().fold(p -> true, spends -> false))
                .findFirst();
    }

    private static int othersThan(SampleWorkflow first, Map<SampleWorkflow, Integer> counts) {
        return counts.entrySet().stream()
                .filter(e -> !e.getKey().equals(first))
                .mapToInt(Map.Entry::getValue)
                .sum();
    }
}
