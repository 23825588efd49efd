package io.durabledispatch.demo.workload;

import java.util.List;
import java.util.stream.Stream;

/**
 * Message bodies to send, in waves: a later wave is sent once the earlier ones have settled (redemptions
 * spend points that the first wave's points workflows earn).
 *
 * @param expected what the system must make of these messages
 */
public record Workload(List<List<String>> waves, Expected expected) {
    public Workload {
        waves = waves.stream().map(List::copyOf).toList();
    }

    public List<String> all() {
        return waves.stream().flatMap(List::stream).toList();
    }

    /** What a correct system ends with: one execution per request, every other message accounted for. */
    public record Expected(int executions, int duplicates, int conflicts, int invalid) {
        public int messages() {
            return Stream.of(executions, duplicates, conflicts, invalid)
                    .mapToInt(Integer::intValue)
                    .sum();
        }
    }
}
