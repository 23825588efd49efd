package io.durabledispatch.demo.workload;

import java.util.List;
import java.util.stream.Stream;

/**
 * Message bodies to send, in waves: a later wave is sent once the earlier ones have settled (redemptions
 * spend points that the first wave's points workflows earn).
 *
 * @param expected what the system must make of these messages (executions: of both doors)
 * @param apiWaves the HTTP API's requests, wave by wave alongside {@code waves} (same number of waves, or none)
 * @param apiExpected what the HTTP door must answer them
 */
public record Workload(
        List<List<String>> waves, Expected expected, List<List<ApiRequest>> apiWaves, ApiExpected apiExpected) {
    public Workload {
        waves = waves.stream().map(List::copyOf).toList();
        apiWaves = apiWaves.stream().map(List::copyOf).toList();
        if (!apiWaves.isEmpty() && apiWaves.size() != waves.size()) {
            throw new IllegalArgumentException("the API's waves must match the queue's");
        }
    }

    /** Everything through the queue. */
    public Workload(List<List<String>> waves, Expected expected) {
        this(waves, expected, List.of(), ApiExpected.NONE);
    }

    /** The queue's messages. */
    public List<String> all() {
        return waves.stream().flatMap(List::stream).toList();
    }

    /** The HTTP API's requests. */
    public List<ApiRequest> allApi() {
        return apiWaves.stream().flatMap(List::stream).toList();
    }

    /** The queue's messages a correct system ends with: what the API's distinct requests are not. */
    public int expectedMessages() {
        return expected.messages() - apiExpected.distinct();
    }

    /**
     * What a correct system ends with: one execution per distinct request, whichever door it came through, every
     * other message accounted for.
     */
    public record Expected(int executions, int duplicates, int conflicts, int invalid) {
        public int messages() {
            return Stream.of(executions, duplicates, conflicts, invalid)
                    .mapToInt(Integer::intValue)
                    .sum();
        }
    }

    /**
     * What the HTTP door must answer: every distinct request and every repeat accepted (202, or 200 replaying a
     * finished execution), every conflict 422, every invalid request 400.
     */
    public record ApiExpected(int distinct, int repeats, int conflicts, int invalid) {
        public static final ApiExpected NONE = new ApiExpected(0, 0, 0, 0);

        public int requests() {
            return distinct + repeats + conflicts + invalid;
        }
    }
}
