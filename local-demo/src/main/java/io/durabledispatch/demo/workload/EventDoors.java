package io.durabledispatch.demo.workload;

import java.util.List;
import java.util.Objects;

/**
 * The EventBridge bus's and the Kinesis stream's part of a workload, wave by wave alongside the queue's: each
 * door's distinct requests, and identical copies of some of them sent through the other door, which must collapse
 * into the execution the first of the two started.
 *
 * @param busWaves the events to put on the bus, per wave (none: no wave at all)
 * @param streamWaves the records to put on the stream, per wave
 */
public record EventDoors(
        List<List<BusEvent>> busWaves,
        List<List<StreamRecord>> streamWaves,
        int busDistinct,
        int busCopies,
        int streamDistinct,
        int streamCopies) {
    public static final EventDoors NONE = new EventDoors(List.of(), List.of(), 0, 0, 0, 0);

    public EventDoors {
        busWaves = busWaves.stream().map(List::copyOf).toList();
        streamWaves = streamWaves.stream().map(List::copyOf).toList();
    }

    /** Events put on the bus: its distinct requests and the stream's requests copied onto it. */
    public int busEvents() {
        return busDistinct + busCopies;
    }

    /** Records put on the stream: its distinct requests and the bus's requests copied onto it. */
    public int streamRecords() {
        return streamDistinct + streamCopies;
    }

    /** One PutEvents entry: the detail is the body the queue would get. */
    public record BusEvent(String source, String detailType, String detail) {
        public BusEvent {
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(detailType, "detailType");
            Objects.requireNonNull(detail, "detail");
        }
    }

    /** One PutRecords entry: the data is the body the queue would get. */
    public record StreamRecord(String partitionKey, String data) {
        public StreamRecord {
            Objects.requireNonNull(partitionKey, "partitionKey");
            Objects.requireNonNull(data, "data");
        }
    }
}
