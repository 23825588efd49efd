package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.ECHO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.http.FaultKind;
import io.durabledispatch.emulators.http.FaultRates;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.ServiceException;
import software.amazon.awssdk.services.lambda.model.TooManyRequestsException;

/** Injected faults reach the SDK as Lambda's exception types, and never leave a half-created execution. */
class LambdaFaultsTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void fullThrottleRate_givesTooManyRequests_andStartsNothing() {
        fixture.emulator.faults().configure("Invoke", FaultRates.throttling(1.0));

        assertThatThrownBy(() -> fixture.invoke(ECHO, "t-1", "{}"))
                .isInstanceOfSatisfying(
                        TooManyRequestsException.class,
                        e -> assertThat(e.statusCode()).isEqualTo(429));
        assertThat(fixture.emulator.executions()).isEmpty();
        assertThat(fixture.emulator.faults().injected("Invoke", FaultKind.THROTTLE))
                .isEqualTo(1);
    }

    @Test
    void fullServerErrorRate_givesServiceException_andStartsNothing() {
        fixture.emulator.faults().configure("Invoke", FaultRates.serverErrors(1.0));

        assertThatThrownBy(() -> fixture.invoke(ECHO, "s-1", "{}"))
                .isInstanceOfSatisfying(
                        ServiceException.class, e -> assertThat(e.statusCode()).isEqualTo(500));
        assertThat(fixture.emulator.executions()).isEmpty();
    }

    @Test
    void zeroRates_injectNothing() {
        fixture.emulator.faults().configureAll(FaultRates.NONE);

        for (int i = 0; i < 10; i++) {
            fixture.invoke(ECHO, "ok-" + i, "{\"id\":\"" + i + "\"}");
        }

        assertThat(fixture.emulator.executions()).hasSize(10);
        assertThat(fixture.emulator.faults().counters()).isEmpty();
    }

    @Test
    void sameSeed_injectsTheSameFaultSequence() {
        var first = new io.durabledispatch.emulators.http.FaultInjection(7);
        var second = new io.durabledispatch.emulators.http.FaultInjection(7);
        first.configureAll(new FaultRates(0.3, 0.3, java.time.Duration.ZERO));
        second.configureAll(new FaultRates(0.3, 0.3, java.time.Duration.ZERO));

        var drawsOfFirst = java.util.stream.IntStream.range(0, 50)
                .mapToObj(i -> first.draw("Invoke"))
                .toList();
        var drawsOfSecond = java.util.stream.IntStream.range(0, 50)
                .mapToObj(i -> second.draw("Invoke"))
                .toList();

        assertThat(drawsOfFirst).isEqualTo(drawsOfSecond).contains(java.util.Optional.empty());
        assertThat(drawsOfFirst).contains(java.util.Optional.of(FaultKind.THROTTLE));
    }
}
