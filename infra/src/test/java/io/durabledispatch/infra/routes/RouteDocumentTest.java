package io.durabledispatch.infra.routes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RouteDocumentTest {
    private static final Path DEFAULT_ROUTES =
            Path.of("..", "dispatcher", "src", "main", "resources", "routes", "default-routes.json");

    @Test
    void routes_readTheTargetsOfTheDispatchersDocument() {
        List<Route> routes = RouteDocument.read(DEFAULT_ROUTES).routes();

        assertThat(routes)
                .containsExactly(
                        new Route("order-placed", "order", TargetKind.LAMBDA, "order-workflow"),
                        new Route("points-earned", "points", TargetKind.LAMBDA, "points-workflow"),
                        new Route("product-registered", "catalog", TargetKind.LAMBDA, "catalog-workflow"),
                        new Route("reward-redeemed", "reward", TargetKind.STEP_FUNCTIONS, "reward-redemption"));
    }

    @Test
    void withTargets_replacesOnlyTheTargets() {
        Map<String, Object> document = RouteDocument.read(DEFAULT_ROUTES)
                .withTargets(route -> Map.of("type", route.kind().documentName(), "deployed", route.targetName()));

        @SuppressWarnings("unchecked")
        Map<String, Object> first = ((List<Map<String, Object>>) document.get("routes")).get(0);
        assertThat(first.get("target")).isEqualTo(Map.of("type", "lambda", "deployed", "order-workflow"));
        assertThat(first.get("key")).isEqualTo(List.of("/order_no"));
        assertThat(first.get("onConflict")).isEqualTo("park");
        assertThat(document.get("version")).isEqualTo(1);
    }

    @Test
    void read_refusesAnUnknownTargetType_namingTheRoute(@TempDir Path directory) throws Exception {
        Path routes = Files.writeString(
                directory.resolve("routes.json"),
                "{\"routes\":[{\"name\":\"odd\",\"operation\":\"x\",\"target\":{\"type\":\"sns\"}}]}");

        assertThatThrownBy(() -> RouteDocument.read(routes).routes())
                .hasMessage("Route 'odd': target.type must be 'lambda' or 'stepfunctions', got 'sns'");
    }
}
