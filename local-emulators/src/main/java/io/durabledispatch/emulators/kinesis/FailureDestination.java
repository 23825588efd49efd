package io.durabledispatch.emulators.kinesis;

/** Where the mapping sends the description of records it gives up on (DestinationConfig.OnFailure). */
@FunctionalInterface
public interface FailureDestination {
    /** No destination: the records are dropped, as Lambda drops them without one. */
    FailureDestination NONE = body -> {};

    void send(String body);
}
