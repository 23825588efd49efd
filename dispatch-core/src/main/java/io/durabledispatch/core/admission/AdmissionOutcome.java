package io.durabledispatch.core.admission;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.RetryCause;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the core made of one request: exactly one of five kinds. It reports and never acts on the answer: whether a
 * conflict is parked or answered, where an invalid request goes and when a retry comes is each door's business.
 *
 * <p>Java 17 has no type patterns in switch, so a door consumes an outcome in one of two exhaustive ways: a switch
 * expression over {@link #kind()} (no default: a new kind does not compile until every switch handles it) for what
 * depends on the kind only, or {@link #fold} with one function per kind for what reads the kind's fields.
 */
public sealed interface AdmissionOutcome
        permits AdmissionOutcome.Started,
                AdmissionOutcome.SameExecution,
                AdmissionOutcome.Conflict,
                AdmissionOutcome.Invalid,
                AdmissionOutcome.Retryable {

    /** The five kinds, for exhaustive switches. */
    enum Kind {
        STARTED,
        SAME_EXECUTION,
        CONFLICT,
        INVALID,
        RETRYABLE
    }

    Kind kind();

    /** The plan the request became; empty only for a request that could not be planned. */
    Optional<Plan> plan();

    /** Applies the function for this outcome's kind. */
    <R> R fold(
            Function<? super Started, ? extends R> started,
            Function<? super SameExecution, ? extends R> sameExecution,
            Function<? super Conflict, ? extends R> conflict,
            Function<? super Invalid, ? extends R> invalid,
            Function<? super Retryable, ? extends R> retryable);

    /**
     * The engine took the start. Step Functions says the execution is new (or running with this very input):
     * {@code confirmedNew}. Lambda answers a new start and a repeat of one alike, so there it is false: exactly
     * one execution holds the name with this input, new or not.
     *
     * @param executionId the engine's id (an ARN), when its answer carried one
     * @param target the target that runs it, as {@code Target.describe()} writes it
     * @param detail what the engine said beyond that, for logs; usually empty
     */
    record Started(
            String executionName,
            Optional<String> executionId,
            String target,
            boolean confirmedNew,
            String detail,
            Plan planned)
            implements AdmissionOutcome {
        @Override
        public Kind kind() {
            return Kind.STARTED;
        }

        @Override
        public Optional<Plan> plan() {
            return Optional.of(planned);
        }

        @Override
        public <R> R fold(
                Function<? super Started, ? extends R> started,
                Function<? super SameExecution, ? extends R> sameExecution,
                Function<? super Conflict, ? extends R> conflict,
                Function<? super Invalid, ? extends R> invalid,
                Function<? super Retryable, ? extends R> retryable) {
            return started.apply(this);
        }
    }

    /**
     * An execution with this name and this very input exists: the request is a duplicate of it.
     *
     * @param executionId the existing execution's id (an ARN), when the engine showed it
     * @param status the existing execution's status (e.g. SUCCEEDED, FAILED), when the engine showed it
     * @param detail how the core knows, for logs
     */
    record SameExecution(
            String executionName, Optional<String> executionId, Optional<String> status, String detail, Plan planned)
            implements AdmissionOutcome {
        @Override
        public Kind kind() {
            return Kind.SAME_EXECUTION;
        }

        @Override
        public Optional<Plan> plan() {
            return Optional.of(planned);
        }

        @Override
        public <R> R fold(
                Function<? super Started, ? extends R> started,
                Function<? super SameExecution, ? extends R> sameExecution,
                Function<? super Conflict, ? extends R> conflict,
                Function<? super Invalid, ? extends R> invalid,
                Function<? super Retryable, ? extends R> retryable) {
            return sameExecution.apply(this);
        }
    }

    /**
     * The name is taken by an execution with another input: the same key with different content. Never worth a
     * retry.
     *
     * @param existingFingerprint hex SHA-256 of the existing execution's canonical input, when the engine shows it
     *     (Step Functions does; Lambda does not)
     * @param requestFingerprint hex SHA-256 of this request's canonical input
     * @param reason what the engine said, e.g. "execution exists with a different input"
     */
    record Conflict(
            String executionName,
            Optional<String> existingFingerprint,
            String requestFingerprint,
            String reason,
            Plan planned)
            implements AdmissionOutcome {
        @Override
        public Kind kind() {
            return Kind.CONFLICT;
        }

        @Override
        public Optional<Plan> plan() {
            return Optional.of(planned);
        }

        @Override
        public <R> R fold(
                Function<? super Started, ? extends R> started,
                Function<? super SameExecution, ? extends R> sameExecution,
                Function<? super Conflict, ? extends R> conflict,
                Function<? super Invalid, ? extends R> invalid,
                Function<? super Retryable, ? extends R> retryable) {
            return conflict.apply(this);
        }
    }

    /**
     * The request can never start anything: the same codes the SQS door parks with.
     *
     * @param detail one line saying what exactly is wrong, never the request's content
     * @param route the matched route, once known
     * @param planned the plan, when the target refused it (TARGET_REJECTED_INPUT); empty when planning failed
     */
    record Invalid(Reason reason, String detail, Optional<String> route, Optional<Plan> planned)
            implements AdmissionOutcome {
        @Override
        public Kind kind() {
            return Kind.INVALID;
        }

        @Override
        public Optional<Plan> plan() {
            return planned;
        }

        @Override
        public <R> R fold(
                Function<? super Started, ? extends R> started,
                Function<? super SameExecution, ? extends R> sameExecution,
                Function<? super Conflict, ? extends R> conflict,
                Function<? super Invalid, ? extends R> invalid,
                Function<? super Retryable, ? extends R> retryable) {
            return invalid.apply(this);
        }
    }

    /**
     * Worth another try later: the engine throttled, failed, could not be reached, or the deployment is wrong.
     *
     * @param delayHint how long a client should wait before trying again (see {@link RetryHints})
     * @param detail what happened, for logs
     */
    record Retryable(RetryCause cause, Duration delayHint, String detail, Optional<Plan> planned)
            implements AdmissionOutcome {
        @Override
        public Kind kind() {
            return Kind.RETRYABLE;
        }

        @Override
        public Optional<Plan> plan() {
            return planned;
        }

        @Override
        public <R> R fold(
                Function<? super Started, ? extends R> started,
                Function<? super SameExecution, ? extends R> sameExecution,
                Function<? super Conflict, ? extends R> conflict,
                Function<? super Invalid, ? extends R> invalid,
                Function<? super Retryable, ? extends R> retryable) {
            return retryable.apply(this);
        }
    }
}
