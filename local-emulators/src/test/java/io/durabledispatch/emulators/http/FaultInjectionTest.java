package io.durabledispatch.emulators.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class FaultInjectionTest {
    private static final FaultRates FLAKY = new FaultRates(0.3, 0.2, Duration.ZERO);

    @Test
    void anOperationsFaults_dependOnlyOnTheSeedAndItsOwnCallCount_notOnOtherOperationsCalledInBetween() {
        var alone = new FaultInjection(7);
        var interleaved = new FaultInjection(7);
        alone.configureAll(FLAKY);
        interleaved.configureAll(FLAKY);

        List<Optional<FaultKind>> invokesAlone =
                IntStream.range(0, 50).mapToObj(i -> alone.draw("Invoke")).toList();
        List<Optional<FaultKind>> invokesAmongOthers = IntStream.range(0, 50)
                .mapToObj(i -> {
                    // A varying number of other calls between two Invokes, as concurrent traffic would have it.
                    IntStream.range(0, i % 4).forEach(n -> interleaved.draw("CheckpointDurableExecution"));
                    return interleaved.draw("Invoke");
                })
                .toList();

        assertThat(invokesAmongOthers).isEqualTo(invokesAlone);
        assertThat(invokesAlone)
                .contains(Optional.empty(), Optional.of(FaultKind.THROTTLE), Optional.of(FaultKind.SERVER_ERROR));
    }
}
