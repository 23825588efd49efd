package io.durabledispatch.dispatcher.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.dispatcher.core.route.ConflictPolicy;
import io.durabledispatch.dispatcher.core.route.LambdaDurableTarget;
import io.durabledispatch.dispatcher.core.route.Normalizer;
import io.durabledispatch.dispatcher.core.route.Route;
import io.durabledispatch.dispatcher.core.route.RouteTable;
import io.durabledispatch.dispatcher.core.route.StepFunctionsTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RouteTableLoaderTest {
    private static final String VALID_ROUTE = "{\"name\":\"r1\",\"operation\":\"order\",\"match\":{\"/type\":\"x\"},"
            + "\"tenant\":\"/t\",\"key\":[\"/k\"],\"input\":[\"/k\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}";

    private static String document(String route) {
        return "{\"version\":1,\"routes\":[" + route + "]}";
    }

    @Test
    void load_readsTheDefaultDocument_fromTheClasspath() {
        RouteTable table = RouteTableLoader.load("classpath:routes/default-routes.json");

        assertThat(table.routes())
                .extracting(Route::name)
                .containsExactly("order-placed", "points-earned", "product-registered", "reward-redeemed");
        Route order = table.named("order-placed").orElseThrow();
        assertThat(order.target()).isEqualTo(new LambdaDurableTarget("order-workflow", "live"));
        assertThat(order.key().get(0).normalizers()).containsExactly(Normalizer.TRIM, Normalizer.UPPER, Normalizer.NFC);
        assertThat(order.onConflict()).isEqualTo(ConflictPolicy.PARK);
        assertThat(table.named("reward-redeemed").orElseThrow().target()).isInstanceOf(StepFunctionsTarget.class);
    }

    @Test
    void load_readsInlineJsonAndFiles(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("routes.json"), document(VALID_ROUTE));

        assertThat(RouteTableLoader.load(document(VALID_ROUTE)).routes()).hasSize(1);
        assertThat(RouteTableLoader.load(file.toString()).routes()).hasSize(1);
    }

    @Test
    void load_namesTheVariable_whenTheSourceIsMissing() {
        assertThatThrownBy(() -> RouteTableLoader.load("classpath:routes/nope.json"))
                .hasMessage("ROUTES: no classpath resource 'routes/nope.json'");
        assertThatThrownBy(() -> RouteTableLoader.load("/no/such/routes.json"))
                .hasMessageStartingWith("ROUTES: cannot read file '/no/such/routes.json'");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "\"key\":[\"/k\"]|\"key\":[]|route 'r1' (routes[0]): key must be a non-empty array of JSON pointers",
                "\"key\":[\"/k\"]|\"key\":[\"k\"]|route 'r1' (routes[0]): key[0] must be a JSON pointer like /order_no, was 'k'",
                "\"tenant\":\"/t\"|\"tenant\":5|route 'r1' (routes[0]): tenant must be a JSON pointer string, e.g. /tenant_id",
                "\"operation\":\"order\"|\"operation\":\"or der\"|route 'r1' (routes[0]): operation must be a string matching [A-Za-z0-9-]{1,16}",
                "\"match\":{|\"colour\":1,\"match\":{|route 'r1' (routes[0]): unknown field 'colour'",
                "\"match\":{|\"normalize\":{\"/k\":[\"shout\"]},\"match\":{|route 'r1' (routes[0]): normalize./k: unknown normaliser 'shout' (use trim, lower, upper, nfc)",
                "\"match\":{|\"normalize\":{\"/other\":[\"trim\"]},\"match\":{|route 'r1' (routes[0]): normalize./other is neither the tenant nor a key field",
                "\"match\":{|\"onConflict\":\"retry\",\"match\":{|route 'r1' (routes[0]): onConflict must be 'park' or 'ignore', was 'retry'",
                "\"qualifier\":\"live\"|\"qualifier\":\"\"|route 'r1' (routes[0]): target.qualifier must be a string matching [A-Za-z0-9_$-]{1,128}",
                "\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"|\"type\":\"stepfunctions\",\"stateMachineArn\":\"arn:aws:states:us-east-1:000000000000:stateMachine:m\",\"stateMachineType\":\"EXPRESS\"|route 'r1' (routes[0]): target.stateMachineType must be STANDARD (EXPRESS does not deduplicate by name)",
                "\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"|\"type\":\"stepfunctions\",\"stateMachineArn\":\"reward\"|route 'r1' (routes[0]): target.stateMachineArn must be a string matching arn:aws[a-z-]*:states:[a-z0-9-]+:\\d{12}:stateMachine:[A-Za-z0-9_-]{1,80}"
            })
    void load_failsNamingRouteAndField(String valid, String broken, String message) {
        String route = VALID_ROUTE.replace(valid, broken);

        assertThatThrownBy(() -> RouteTableLoader.load(document(route)))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage(message);
    }

    @Test
    void load_refusesDuplicateRouteNamesAndEmptyDocuments() {
        assertThatThrownBy(() -> RouteTableLoader.load(document(VALID_ROUTE + "," + VALID_ROUTE)))
                .hasMessage("route 'r1' (routes[1]): name is not unique");
        assertThatThrownBy(() -> RouteTableLoader.load("{\"routes\":[]}"))
                .hasMessage("route document: 'routes' must be a non-empty array");
        assertThatThrownBy(() -> RouteTableLoader.load("{\"routes\":"))
                .hasMessageStartingWith("route document is not valid JSON");
    }

    @Test
    void load_keepsDocumentOrder_soTheFirstMatchingRouteWins() {
        String second = VALID_ROUTE.replace("\"r1\"", "\"r2\"");

        List<Route> routes =
                RouteTableLoader.load(document(VALID_ROUTE + "," + second)).routes();

        assertThat(routes).extracting(Route::name).containsExactly("r1", "r2");
    }
}
