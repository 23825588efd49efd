package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Random;

/** Adds the copies a real producer sends: duplicates, volatile-only resends, conflicting reuse of a key. */
final class Copies {
    private final Random random;
    private final BusinessEvents events;

    Copies(Random random, BusinessEvents events) {
        this.random = random;
        this.events = events;
    }

    /** Exact copies (an at-least-once redelivery or a producer retry), each in its original's wave. */
    void addDuplicates(
            int count, List<ObjectNode> earn, List<ObjectNode> redeem, List<String> first, List<String> second) {
        for (int i = 0; i < count; i++) {
            boolean late = !redeem.isEmpty() && random.nextInt(earn.size() + redeem.size()) >= earn.size();
            (late ? second : first).add(pick(late ? redeem : earn).toString());
        }
    }

    /** The same request again with a new timestamp and trace id: it must collapse like a duplicate. */
    void addResends(
            int count, List<ObjectNode> earn, List<ObjectNode> redeem, List<String> first, List<String> second) {
        for (int i = 0; i < count; i++) {
            boolean late = !redeem.isEmpty() && random.nextInt(earn.size() + redeem.size()) >= earn.size();
            (late ? second : first)
                    .add(events.resend(pick(late ? redeem : earn)).toString());
        }
    }

    /** Distinct requests whose key comes back with other content: each must be parked as a conflict. */
    void addConflicts(int count, List<ObjectNode> earn, List<String> wave) {
        for (int i = 0; i < count; i++) {
            ObjectNode variant = events.resend(earn.get(i * earn.size() / count));
            changeContent(variant);
            wave.add(variant.toString());
        }
    }

    /** The change the event's sample defines for a conflicting copy. */
    private static void changeContent(ObjectNode event) {
        BusinessEvents.conflict(event, BusinessEvents.sampleOf(event).events().conflict());
    }

    private ObjectNode pick(List<ObjectNode> from) {
        return from.get(random.nextInt(from.size()));
    }
}
