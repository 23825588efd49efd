package io.durabledispatch.streams.core;

import java.util.Map;
import java.util.function.Function;

/**
 * What a stream record brings to the door: a JSON body to admit, something that can never be read (parked with
 * its reason), or a deletion, which starts nothing. Consumed by {@link #fold}, one function per kind.
 */
public sealed interface Payload permits Payload.Body, Payload.Unreadable, Payload.Removed {

    <R> R fold(
            Function<? super Body, ? extends R> body,
            Function<? super Unreadable, ? extends R> unreadable,
            Function<? super Removed, ? extends R> removed);

    /** The JSON text routes and keys read, as an SQS body would carry it. */
    record Body(String text) implements Payload {
        @Override
        public <R> R fold(
                Function<? super Body, ? extends R> body,
                Function<? super Unreadable, ? extends R> unreadable,
                Function<? super Removed, ? extends R> removed) {
            return body.apply(this);
        }
    }

    /**
     * No body can be made of the record: kept on the parking queue as {@code parkedBody} (with {@code attributes}
     * saying how it is written), never retried, since a retry reads the same bytes.
     *
     * @param detail one line saying what is wrong, never the record's content
     */
    record Unreadable(String detail, String parkedBody, Map<String, String> attributes) implements Payload {
        public Unreadable {
            attributes = Map.copyOf(attributes);
        }

        @Override
        public <R> R fold(
                Function<? super Body, ? extends R> body,
                Function<? super Unreadable, ? extends R> unreadable,
                Function<? super Removed, ? extends R> removed) {
            return unreadable.apply(this);
        }
    }

    /** A DynamoDB REMOVE: the item is gone, so there is no new image and no business request to start. */
    record Removed() implements Payload {
        @Override
        public <R> R fold(
                Function<? super Body, ? extends R> body,
                Function<? super Unreadable, ? extends R> unreadable,
                Function<? super Removed, ? extends R> removed) {
            return removed.apply(this);
        }
    }
}
