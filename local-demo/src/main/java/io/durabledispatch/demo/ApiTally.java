package io.durabledispatch.demo;

import io.durabledispatch.demo.workload.ApiRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the HTTP door answered a workload's API requests: final answers by status code, how often a request was
 * retried after 429 or 503 (a delay, never a loss), and every request whose final answer its kind does not allow.
 *
 * @param answers final answers by status code
 * @param retried answers of 429 or 503 that were followed by another try of the same request
 * @param mismatches e.g. {@code "CONFLICT /orders answered 202"}
 */
public record ApiTally(Map<Integer, Integer> answers, int retried, List<String> mismatches) {
    public static final ApiTally NONE = new ApiTally(Map.of(), 0, List.of());

    public ApiTally {
        answers = new TreeMap<>(answers);
        mismatches = List.copyOf(mismatches);
    }

    public int sent() {
        return answers.values().stream().mapToInt(Integer::intValue).sum();
    }

    public int answered(int status) {
        return answers.getOrDefault(status, 0);
    }

    /** The answers a request of this kind may end with. */
    static boolean allowed(ApiRequest.Kind kind, int status) {
        return switch (kind) {
            case NEW, REPEAT -> status == 202 || status == 200;
            case CONFLICT -> status == 422;
            case INVALID -> status == 400;
        };
    }

    /** Collects answers from the sending threads. */
    static final class Counter {
        private final Map<Integer, Integer> answers = new TreeMap<>();
        private final List<String> mismatches = new ArrayList<>();
        private int retried;

        synchronized void answered(ApiRequest request, int status) {
            answers.merge(status, 1, Integer::sum);
            if (!allowed(request.kind(), status)) {
                mismatches.add(request.kind() + " " + request.path() + " answered " + status);
            }
        }

        synchronized void retried() {
            retried++;
        }

        synchronized ApiTally tally() {
            return new ApiTally(answers, retried, mismatches);
        }
    }
}
