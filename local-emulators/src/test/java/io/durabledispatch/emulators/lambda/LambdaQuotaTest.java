package io.durabledispatch.emulators.lambda;

import static io.durabledispatch.emulators.lambda.LambdaFixture.ECHO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.quota.Quota;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.TooManyRequestsException;

/** Above its quota the emulator answers like Lambda: 429 TooManyRequestsException, Reason, Retry-After. */
class LambdaQuotaTest {
    private final LambdaFixture fixture = new LambdaFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void invokeAboveTheQuota_isTooManyRequests_withReasonAndRetryAfter_andStartsNothing() {
        // A slow refill (one token per 100 s) so that no token comes back while the test runs.
        fixture.emulator.quotas().limit("Invoke", new Quota(0.01, 3));
        for (int i = 0; i < 3; i++) fixture.invoke(ECHO, "q-" + i, "{}");

        assertThatThrownBy(() -> fixture.invoke(ECHO, "q-3", "{}"))
                .isInstanceOfSatisfying(TooManyRequestsException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(429);
                    assertThat(e.reasonAsString()).isEqualTo("CallerRateLimitExceeded");
                    assertThat(Long.parseLong(e.retryAfterSeconds())).isBetween(1L, 100L);
                    assertThat(e.isThrottlingException()).isTrue();
                });
        assertThat(fixture.emulator.executions()).hasSize(3);
        assertThat(fixture.emulator.quotas().refused("Invoke")).isEqualTo(1);
    }

    @Test
    void eachApiHasItsOwnQuota() {
        fixture.emulator.quotas().limit("GetDurableExecution", new Quota(0.01, 1));
        String arn = fixture.invoke(ECHO, "g-1", "{}").durableExecutionArn();
        fixture.lambda.getDurableExecution(b -> b.durableExecutionArn(arn));

        assertThatThrownBy(() -> fixture.lambda.getDurableExecution(b -> b.durableExecutionArn(arn)))
                .isInstanceOf(TooManyRequestsException.class);
        List<String> started = new ArrayList<>();
        for (int i = 0; i < 20; i++)
            started.add(fixture.invoke(ECHO, "free-" + i, "{}").durableExecutionArn());
        assertThat(started).hasSize(20).doesNotContainNull();
    }

    @Test
    void withoutQuotas_nothingIsRefused() {
        for (int i = 0; i < 30; i++) fixture.invoke(ECHO, "n-" + i, "{}");

        assertThat(fixture.emulator.executions()).hasSize(30);
        assertThat(fixture.emulator.quotas().refused("Invoke")).isZero();
    }
}
