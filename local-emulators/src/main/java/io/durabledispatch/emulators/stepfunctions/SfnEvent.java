package io.durabledispatch.emulators.stepfunctions;

import java.time.Instant;

/**
 * One event of an execution's history (Step Functions API Reference, "HistoryEvent"): ids count from 1 in the
 * order the events happened; {@code previousEventId} is the event before it, 0 for the first.
 */
public record SfnEvent(long id, long previousEventId, Instant timestamp, SfnEventDetails details) {}
