package io.durabledispatch.core.start;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.LambdaDurableTarget;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RememberingStarterTest {
    private static final LambdaDurableTarget ORDERS = new LambdaDurableTarget("order-workflow", "live");

    private final DuplicateMemoryTest.MovableClock clock = new DuplicateMemoryTest.MovableClock();
    private final DuplicateMemory memory = new DuplicateMemory(Duration.ofSeconds(60), 100, clock);
    private final LambdaLike lambda = new LambdaLike();

    private RememberingStarter<LambdaDurableTarget> starter(boolean skipEngine) {
        return new RememberingStarter<>(lambda, memory, skipEngine);
    }

    @Test
    void aRepeat_isADuplicate_andNotSentToTheEngine() {
        var starter = starter(true);

        StartResult first = starter.start(ORDERS, "order-A-1", "{\"a\":1}");
        StartResult second = starter.start(ORDERS, "order-A-1", "{\"a\":1}");

        assertThat(first.outcome()).isEqualTo(Outcome.ACCEPTED);
        assertThat(second.outcome()).isEqualTo(Outcome.DUPLICATE);
        assertThat(second.detail()).contains("same input");
        assertThat(lambda.calls).hasSize(1);
    }

    @Test
    void aRepeat_isStillSent_whenTheMemoryOnlyReports() {
        var starter = starter(false);

        starter.start(ORDERS, "order-A-1", "{\"a\":1}");
        StartResult second = starter.start(ORDERS, "order-A-1", "{\"a\":1}");

        assertThat(second.outcome()).isEqualTo(Outcome.DUPLICATE);
        assertThat(lambda.calls).hasSize(2);
    }

    @ParameterizedTest(name = "skip engine: {0}")
    @ValueSource(booleans = {true, false})
    void anotherInput_underARememberedName_goesToTheEngine_andStaysAConflict(boolean skipEngine) {
        var starter = starter(skipEngine);
        starter.start(ORDERS, "order-A-1", "{\"a\":1}");

        StartResult changed = starter.start(ORDERS, "order-A-1", "{\"a\":2}");
        StartResult changedAgain = starter.start(ORDERS, "order-A-1", "{\"a\":2}");
        StartResult original = starter.start(ORDERS, "order-A-1", "{\"a\":1}");

        assertThat(changed.outcome()).isEqualTo(Outcome.CONFLICT);
        assertThat(changedAgain.outcome()).isEqualTo(Outcome.CONFLICT);
        assertThat(original.outcome()).isEqualTo(Outcome.DUPLICATE);
        assertThat(lambda.calls).hasSize(skipEngine ? 3 : 4);
    }

    @Test
    void aConflictFirst_isNeverRemembered_asAcceptedInput() {
        lambda.existing.add("order-A-1={\"a\":1}"); // started elsewhere, before this container
        var starter = starter(true);

        StartResult first = starter.start(ORDERS, "order-A-1", "{\"a\":2}");
        StartResult second = starter.start(ORDERS, "order-A-1", "{\"a\":2}");

        assertThat(first.outcome()).isEqualTo(Outcome.CONFLICT);
        assertThat(second.outcome()).isEqualTo(Outcome.CONFLICT);
        assertThat(memory.size()).isZero();
    }

    @Test
    void aRetryableStart_isNotRemembered() {
        lambda.throttle = true;
        var starter = starter(true);

        starter.start(ORDERS, "order-A-1", "{\"a\":1}");
        lambda.throttle = false;
        StartResult retried = starter.start(ORDERS, "order-A-1", "{\"a\":1}");

        assertThat(retried.outcome()).isEqualTo(Outcome.ACCEPTED);
        assertThat(lambda.calls).hasSize(2);
    }

    @Test
    void afterTheWindow_theEngineAnswersAgain() {
        var starter = starter(true);
        starter.start(ORDERS, "order-A-1", "{\"a\":1}");
        clock.advance(Duration.ofSeconds(61));

        StartResult later = starter.start(ORDERS, "order-A-1", "{\"a\":1}");

        assertThat(later.outcome()).isEqualTo(Outcome.ACCEPTED);
        assertThat(lambda.calls).hasSize(2);
    }

    /** Lambda's rules: ACCEPTED for a new name or the same input, CONFLICT (409) for another input. */
    static final class LambdaLike implements WorkflowStarter<LambdaDurableTarget> {
        final List<String> calls = new ArrayList<>();
        final List<String> existing = new ArrayList<>();
        boolean throttle;

        @Override
        public StartResult start(LambdaDurableTarget target, String executionName, String canonicalInput) {
            calls.add(executionName);
            if (throttle) return StartResult.throttled("TooManyRequestsException (HTTP 429)");
            String entry = executionName + "=" + canonicalInput;
            boolean sameName = existing.stream().anyMatch(e -> e.startsWith(executionName + "="));
            if (sameName && !existing.contains(entry)) {
                return StartResult.conflict("execution exists with a different input", Optional.empty());
            }
            if (!sameName) existing.add(entry);
            return StartResult.of(Outcome.ACCEPTED, "");
        }
    }
}
