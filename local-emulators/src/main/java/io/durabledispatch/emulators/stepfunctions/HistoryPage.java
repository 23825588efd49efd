package io.durabledispatch.emulators.stepfunctions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One page of GetExecutionHistory. The service says only that a token is unique per page; here (a choice) it is
 * the id of the next event the page would return, as decimal text. A token naming no event of the history, or
 * not a number, is {@code InvalidToken}.
 *
 * @param nextToken null on the last page
 */
record HistoryPage(List<SfnEvent> events, String nextToken) {
    static HistoryPage of(List<SfnEvent> history, boolean reverseOrder, String token, int maxResults) {
        List<SfnEvent> ordered = new ArrayList<>(history);
        if (reverseOrder) Collections.reverse(ordered);
        int from = token == null ? 0 : indexOf(token, ordered.size(), reverseOrder);
        int to = Math.min(ordered.size(), from + maxResults);
        String next = to < ordered.size() ? Long.toString(ordered.get(to).id()) : null;
        return new HistoryPage(List.copyOf(ordered.subList(from, to)), next);
    }

    /** Ids run 1..size oldest first, so an id's place follows from the order alone. */
    private static int indexOf(String token, int size, boolean reverseOrder) {
        long id;
        try {
            id = Long.parseLong(token);
        } catch (NumberFormatException e) {
            throw SfnErrors.invalidToken(token);
        }
        if (id < 1 || id > size) {
            throw SfnErrors.invalidToken(token);
        }
        return (int) (reverseOrder ? size - id : id - 1);
    }
}
