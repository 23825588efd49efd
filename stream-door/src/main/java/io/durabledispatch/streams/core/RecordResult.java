package io.durabledispatch.streams.core;

import io.durabledispatch.core.telemetry.Dispatched;
import java.util.Optional;

/**
 * One record's disposition.
 *
 * @param detail the admission outcome or the reason, for logs; never the record's content
 * @param dispatched the record in the outcome vocabulary every door logs; empty for a REMOVE, which is no request
 */
public record RecordResult(
        StreamRecord record, Disposition disposition, String detail, Optional<Dispatched> dispatched) {
    RecordResult(StreamRecord record, Disposition disposition, String detail, Dispatched dispatched) {
        this(record, disposition, detail, Optional.of(dispatched));
    }
}
