package io.durabledispatch.dispatcher.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.ConflictPolicy;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Normalizer;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import org.junit.jupiter.api.Test;

/** The route document the dispatcher jar ships (and the local stack runs) is valid and says what it should. */
class DefaultRoutesTest {
    @Test
    void load_readsTheDefaultDocument_fromTheClasspath() {
        RouteTable table = RouteDocuments.load("classpath:routes/default-routes.json");

        assertThat(table.routes())
                .extracting(Route::name)
                .containsExactly("order-placed", "points-earned", "product-registered", "reward-redeemed");
        Route order = table.named("order-placed").orElseThrow();
        assertThat(order.target()).isEqualTo(new LambdaDurableTarget("order-workflow", "live"));
        assertThat(order.key().get(0).normalizers()).containsExactly(Normalizer.TRIM, Normalizer.UPPER, Normalizer.NFC);
        assertThat(order.onConflict()).isEqualTo(ConflictPolicy.PARK);
        assertThat(table.named("reward-redeemed").orElseThrow().target())
                .isEqualTo(new StepFunctionsTarget(
                        "arn:aws:states:us-east-1:000000000000:stateMachine:reward-redemption"));
    }
}
