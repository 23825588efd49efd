package io.durabledispatch.construct.guards;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DurableFunctionTarget;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The guard's arithmetic, without a synth: targets are plain values. */
class StartRateGuardTest {
    private static final DurableFunctionTarget ORDERS =
            new DurableFunctionTarget("orders:live", "orders", "live", "arn:orders:live", Duration.ofDays(30), 500);
    private static final DurableFunctionTarget POINTS =
            new DurableFunctionTarget("points:live", "points", "live", "arn:points:live", Duration.ofDays(30), 2000);

    @Test
    void startsPerSecond_isEveryInvocationWithEveryStartInFlight_atTheNominalLatency() {
        assertThat(new StartCapacity(5, 16, Duration.ofMillis(50)).startsPerSecond())
                .isEqualTo(1600);
        assertThat(new StartCapacity(2, 1, Duration.ofMillis(250)).startsPerSecond())
                .isEqualTo(8);
    }

    @Test
    void atOrBelowTheQuota_nothing_aboveIt_aWarning_farAboveIt_anError() {
        List<DispatchRoute> routes = List.of(route("order-placed", ORDERS), route("points-earned", POINTS));

        assertThat(StartRateGuard.check(new StartCapacity(5, 2, Duration.ofMillis(20)), 10, routes))
                .isEmpty(); // 500/s: exactly the orders quota
        assertThat(StartRateGuard.check(new StartCapacity(5, 16, Duration.ofMillis(50)), 10, routes))
                .extracting(Finding::level)
                .containsExactly(Finding.Level.WARNING); // 1600/s: above 500, below 2000
        assertThat(StartRateGuard.check(new StartCapacity(10, 16, Duration.ofMillis(20)), 10, routes))
                .extracting(Finding::level)
                .containsExactly(Finding.Level.ERROR, Finding.Level.WARNING); // 8000/s: 16× orders, 4× points
    }

    @Test
    void routesSharingATarget_shareOneFinding_namingEveryRoute() {
        List<DispatchRoute> routes = List.of(route("order-placed", ORDERS), route("order-amended", ORDERS));

        assertThat(StartRateGuard.check(new StartCapacity(5, 16, Duration.ofMillis(50)), 10, routes))
                .singleElement()
                .extracting(Finding::message)
                .asString()
                .startsWith("Routes 'order-placed', 'order-amended' → orders:live: the event source mapping can start"
                        + " up to 1600 starts/s");
    }

    @Test
    void retentionGuard_passesAWindowExactlyAsLongAsTheRetention_andNamesOnlyTheRoutesThatFail() {
        DedupeWindow window = new DedupeWindow(Duration.ofDays(4), Duration.ofDays(14), Duration.ofDays(12));
        DurableFunctionTarget shortMemory =
                new DurableFunctionTarget("points:live", "points", "live", "arn:points:live", Duration.ofDays(29), 300);

        List<Finding> findings = RetentionGuard.check(
                window, List.of(route("order-placed", ORDERS), route("points-earned", shortMemory)));

        assertThat(findings)
                .singleElement()
                .extracting(Finding::message)
                .asString()
                .startsWith("Route 'points-earned': a duplicate can still arrive 30 days after the first start");
    }

    private static DispatchRoute route(String name, DurableFunctionTarget target) {
        return DispatchRoute.builder()
                .name(name)
                .operation("op")
                .match("/type", name)
                .tenant("/tenant_id")
                .key("/id")
                .target(target)
                .build();
    }
}
