package io.durabledispatch.streams;

import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import io.durabledispatch.streams.core.StreamAnswer;

/** The door's answer as the partial batch response Lambda reads: no items when every record is acknowledged. */
final class StreamResponses {
    private StreamResponses() {}

    static StreamsEventResponse of(StreamAnswer answer) {
        return new StreamsEventResponse(answer.retryFrom().stream()
                .map(StreamsEventResponse.BatchItemFailure::new)
                .toList());
    }
}
