package io.durabledispatch.dispatcher.core;

import java.util.List;

/** Port: tells the source queue when to deliver retried records again. */
public interface Redelivery {
    /**
     * Postpones each delivery by its delay. Never throws: a postponement that fails only means the record comes
     * back after the queue's own visibility timeout.
     *
     * @return how many postponements the queue did not take
     */
    int postpone(List<Postponement> postponements);
}
