package io.durabledispatch.infra.guards;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.infra.config.QueueSettings;
import io.durabledispatch.infra.guards.RetentionGuard.RouteRetention;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetentionGuardTest {
    private static final QueueSettings TWENTY_FIVE_DAY_WINDOW =
            new QueueSettings(false, Duration.ofDays(4), Duration.ofDays(14), 5, Duration.ofDays(7));

    @Test
    void passes_whenTheNameIsRememberedExactlyAsLongAsADuplicateCanArrive() {
        List<RouteRetention> routes =
                List.of(new RouteRetention("order-placed", "order-workflow", Duration.ofDays(25)));

        assertThatCode(() -> RetentionGuard.requireNamesOutliveDuplicates(TWENTY_FIVE_DAY_WINDOW, routes))
                .doesNotThrowAnyException();
    }

    @Test
    void fails_namingTheFirstRouteWhoseTargetForgetsTooEarly() {
        List<RouteRetention> routes = List.of(
                new RouteRetention("reward-redeemed", "reward-redemption", Duration.ofDays(90)),
                new RouteRetention("points-earned", "points-workflow", Duration.ofDays(24)));

        assertThatThrownBy(() -> RetentionGuard.requireNamesOutliveDuplicates(TWENTY_FIVE_DAY_WINDOW, routes))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Route 'points-earned': a duplicate can still arrive 25 days after the first"
                        + " start (queue retention 4 days + DLQ redrive window 14 days + late resend 7 days), but"
                        + " points-workflow remembers execution names for only 24 days");
    }

    @Test
    void standardOnlyGuard_acceptsStandard_andRefusesExpress() {
        assertThatCode(() -> StandardOnlyGuard.requireStandard("reward-redemption", "STANDARD"))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> StandardOnlyGuard.requireStandard("reward-redemption", "EXPRESS"))
                .hasMessageContaining("EXPRESS executions are not deduplicated by name");
    }
}
