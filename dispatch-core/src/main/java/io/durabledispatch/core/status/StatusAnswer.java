package io.durabledispatch.core.status;

import io.durabledispatch.core.start.RetryCause;
import java.util.function.Function;
import java.util.function.Supplier;

/** What an engine said when asked about a name: the execution, no execution, or nothing readable right now. */
public sealed interface StatusAnswer permits StatusAnswer.Found, StatusAnswer.Missing, StatusAnswer.Unreadable {

    /** Applies the function for this answer's kind (Java 17 has no type patterns in switch). */
    <R> R fold(
            Function<? super Found, ? extends R> found,
            Supplier<? extends R> missing,
            Function<? super Unreadable, ? extends R> unreadable);

    record Found(ExecutionState execution) implements StatusAnswer {
        @Override
        public <R> R fold(
                Function<? super Found, ? extends R> found,
                Supplier<? extends R> missing,
                Function<? super Unreadable, ? extends R> unreadable) {
            return found.apply(this);
        }
    }

    /** No execution holds the name (never started, or past the engine's retention). */
    record Missing() implements StatusAnswer {
        @Override
        public <R> R fold(
                Function<? super Found, ? extends R> found,
                Supplier<? extends R> missing,
                Function<? super Unreadable, ? extends R> unreadable) {
            return missing.get();
        }
    }

    /** The engine could not be asked: throttled, failing, unreachable, or the deployment denies the read. */
    record Unreadable(RetryCause cause, String detail) implements StatusAnswer {
        @Override
        public <R> R fold(
                Function<? super Found, ? extends R> found,
                Supplier<? extends R> missing,
                Function<? super Unreadable, ? extends R> unreadable) {
            return unreadable.apply(this);
        }
    }
}
