package io.durabledispatch.ops.inspect;

import java.util.Optional;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.EventError;
import software.amazon.awssdk.services.lambda.model.EventResult;

/** The one-line detail of a history event: its error type, else its result (shortened), else nothing. */
public final class HistoryDetail {
    private static final int MAX = 60;

    private HistoryDetail() {}

    public static String of(Event event) {
        return error(event)
                .map(e -> "error " + e.errorType())
                .or(() -> result(event).map(HistoryDetail::shorten))
                .orElse("");
    }

    private static Optional<ErrorObject> error(Event e) {
        return Optional.ofNullable(firstNonNull(
                        e.executionFailedDetails() == null
                                ? null
                                : e.executionFailedDetails().error(),
                        e.executionTimedOutDetails() == null
                                ? null
                                : e.executionTimedOutDetails().error(),
                        e.executionStoppedDetails() == null
                                ? null
                                : e.executionStoppedDetails().error(),
                        e.stepFailedDetails() == null
                                ? null
                                : e.stepFailedDetails().error(),
                        e.callbackFailedDetails() == null
                                ? null
                                : e.callbackFailedDetails().error(),
                        e.callbackTimedOutDetails() == null
                                ? null
                                : e.callbackTimedOutDetails().error(),
                        e.invocationCompletedDetails() == null
                                ? null
                                : e.invocationCompletedDetails().error()))
                .map(EventError::payload);
    }

    private static Optional<String> result(Event e) {
        EventResult result = firstNonNull(
                e.executionSucceededDetails() == null
                        ? null
                        : e.executionSucceededDetails().result(),
                e.stepSucceededDetails() == null
                        ? null
                        : e.stepSucceededDetails().result(),
                e.callbackSucceededDetails() == null
                        ? null
                        : e.callbackSucceededDetails().result(),
                e.contextSucceededDetails() == null
                        ? null
                        : e.contextSucceededDetails().result());
        return Optional.ofNullable(result).map(EventResult::payload);
    }

    @SafeVarargs
    private static <T> T firstNonNull(T... values) {
        for (T value : values) {
            if (value != null) return value;
        }
        return null;
    }

    static String shorten(String text) {
        return text.length() <= MAX ? text : text.substring(0, MAX - 1) + "…";
    }
}
