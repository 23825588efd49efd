package io.durabledispatch.emulators.stepfunctions;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One execution of a local state machine, also the read model handed to the CLI and console. {@code output}
 * is set when SUCCEEDED; {@code error} and {@code cause} when FAILED or ABORTED; {@code stopDate} once closed.
 *
 * @param versionArn the version it runs when started through a version or an alias ARN, else null
 * @param aliasArn the alias ARN it was started through, else null (DescribeExecution's
 *     {@code stateMachineVersionArn} and {@code stateMachineAliasArn})
 * @param history its events so far, oldest first (GetExecutionHistory); kept with the execution, so it survives
 *     whatever the description survives
 */
public record SfnExecution(
        String executionArn,
        String stateMachineArn,
        String name,
        SfnStatus status,
        String input,
        String output,
        String error,
        String cause,
        Instant startDate,
        Instant stopDate,
        String versionArn,
        String aliasArn,
        List<SfnEvent> history) {

    public SfnExecution {
        history = history == null ? List.of() : List.copyOf(history);
    }

    static SfnExecution started(String executionArn, String stateMachineArn, String name, String input, Instant at) {
        return new SfnExecution(
                executionArn,
                stateMachineArn,
                name,
                SfnStatus.RUNNING,
                input,
                null,
                null,
                null,
                at,
                null,
                null,
                null,
                List.of());
    }

    /** As started through a version or alias ARN (either may be null). */
    SfnExecution qualified(String version, String alias) {
        return new SfnExecution(
                executionArn,
                stateMachineArn,
                name,
                status,
                input,
                output,
                error,
                cause,
                startDate,
                stopDate,
                version,
                alias,
                history);
    }

    /** With {@code happened} appended to the history, each event following the one before it. */
    SfnExecution recorded(Instant at, SfnEventDetails... happened) {
        List<SfnEvent> events = new ArrayList<>(history);
        for (SfnEventDetails details : happened) {
            long previous = events.size();
            events.add(new SfnEvent(previous + 1, previous, at, details));
        }
        return new SfnExecution(
                executionArn,
                stateMachineArn,
                name,
                status,
                input,
                output,
                error,
                cause,
                startDate,
                stopDate,
                versionArn,
                aliasArn,
                events);
    }

    public boolean isRunning() {
        return status == SfnStatus.RUNNING;
    }

    SfnExecution succeeded(String result, Instant at) {
        return new SfnExecution(
                executionArn,
                stateMachineArn,
                name,
                SfnStatus.SUCCEEDED,
                input,
                result,
                null,
                null,
                startDate,
                at,
                versionArn,
                aliasArn,
                history);
    }

    SfnExecution closedWithError(SfnStatus closing, String errorName, String errorCause, Instant at) {
        return new SfnExecution(
                executionArn,
                stateMachineArn,
                name,
                closing,
                input,
                null,
                errorName,
                errorCause,
                startDate,
                at,
                versionArn,
                aliasArn,
                history);
    }
}
