package io.durabledispatch.routes.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.ConflictPolicy;
import io.durabledispatch.routes.KeyLimits;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Normalizer;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.Target;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RouteDocumentsTest {
    private static final String VALID_ROUTE = "{\"name\":\"r1\",\"operation\":\"order\",\"match\":{\"/type\":\"x\"},"
            + "\"tenant\":\"/t\",\"key\":[\"/k\"],\"input\":[\"/k\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}";

    private static String document(String route) {
        return "{\"version\":1,\"routes\":[" + route + "]}";
    }

    @Test
    void load_readsBothTargetKindsAndTheOptionalFields_fromTheClasspath() {
        RouteTable table = RouteDocuments.load("classpath:io/durabledispatch/routes/document/two-targets.json");

        Route order = table.named("order-placed").orElseThrow();
        assertThat(order.target())
                .isEqualTo(new LambdaDurableTarget(
                        "arn:aws:lambda:eu-west-1:123456789012:function:order-workflow", "live"));
        assertThat(order.keyVersion()).isEqualTo(1);
        assertThat(order.onConflict()).isEqualTo(ConflictPolicy.IGNORE);
        assertThat(order.key().get(0).normalizers()).containsExactly(Normalizer.TRIM, Normalizer.UPPER);
        Route reward = table.named("reward-redeemed").orElseThrow();
        assertThat(reward.target())
                .isEqualTo(new StepFunctionsTarget(
                        "arn:aws:states:eu-west-1:123456789012:stateMachine:reward-redemption"));
        assertThat(reward.keyVersion()).isEqualTo(2);
        assertThat(reward.onConflict()).isEqualTo(ConflictPolicy.PARK);
        assertThat(reward.tenant().normalizers()).isEmpty();
    }

    @Test
    void withTargets_pointsEachRouteAtItsDeployedTarget_andKeepsEveryOtherField() throws Exception {
        String document = document(VALID_ROUTE + "," + VALID_ROUTE.replace("\"r1\"", "\"r2\""));
        Target machine = new StepFunctionsTarget("${Token[StateMachineArn]}"); // CDK tokens are not ARNs yet

        Map<String, Object> deployed = RouteDocuments.withTargets(
                document,
                route -> route.name().equals("r1") ? new LambdaDurableTarget("order-workflow-x1", "live") : machine);

        RouteTable original = RouteDocuments.parse(document);
        JsonNode written = new ObjectMapper().valueToTree(deployed);
        assertThat(written.at("/version").intValue()).isEqualTo(1);
        assertThat(written.at("/routes/0/target").toString())
                .isEqualTo("{\"type\":\"lambda\",\"function\":\"order-workflow-x1\",\"qualifier\":\"live\"}");
        assertThat(written.at("/routes/1/target").toString())
                .isEqualTo("{\"type\":\"stepfunctions\",\"stateMachineArn\":\"${Token[StateMachineArn]}\"}");
        ((ObjectNode) written.at("/routes/1/target"))
                .put("stateMachineArn", "arn:aws:states:us-east-1:000000000000:stateMachine:m");
        RouteTable reread = RouteDocuments.parse(written.toString());
        assertThat(reread.routes().get(0))
                .isEqualTo(withTarget(original.routes().get(0), new LambdaDurableTarget("order-workflow-x1", "live")));
        assertThat(reread.routes().get(1).match())
                .isEqualTo(original.routes().get(1).match());
        assertThat(reread.routes().get(1).key())
                .isEqualTo(original.routes().get(1).key());
    }

    @Test
    void withTargets_validatesTheDocumentItIsGiven() {
        String broken = document(VALID_ROUTE.replace("\"key\":[\"/k\"]", "\"key\":[]"));

        assertThatThrownBy(() -> RouteDocuments.withTargets(broken, Route::target))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route 'r1' (routes[0]): key must be a non-empty array of JSON pointers");
    }

    private static Route withTarget(Route route, Target target) {
        return new Route(
                route.name(),
                route.operation(),
                route.keyVersion(),
                route.match(),
                route.tenant(),
                route.key(),
                route.input(),
                target,
                route.onConflict(),
                route.generation(),
                route.maxKeyBytes());
    }

    @Test
    void load_readsInlineJsonAndFiles(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("routes.json"), document(VALID_ROUTE));

        assertThat(RouteDocuments.load(document(VALID_ROUTE)).routes()).hasSize(1);
        assertThat(RouteDocuments.load(file.toString()).routes()).hasSize(1);
        assertThat(RouteDocuments.load(file).routes()).hasSize(1);
    }

    @Test
    void load_namesTheVariable_whenTheSourceIsMissing() {
        assertThatThrownBy(() -> RouteDocuments.load("classpath:routes/nope.json"))
                .hasMessage("ROUTES: no classpath resource 'routes/nope.json'");
        assertThatThrownBy(() -> RouteDocuments.load("/no/such/routes.json"))
                .hasMessageStartingWith("ROUTES: cannot read file '/no/such/routes.json'");
        assertThatThrownBy(() -> RouteDocuments.load(Path.of("/no/such/routes.json")))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route document: cannot read file '/no/such/routes.json'");
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
                "\"match\":{|\"generation\":\"/k\",\"match\":{|route 'r1' (routes[0]): generation /k must not be the tenant or a key field",
                "\"match\":{|\"generation\":\"attempt\",\"match\":{|route 'r1' (routes[0]): generation must be a JSON pointer like /order_no, was 'attempt'",
                "\"match\":{|\"generation\":2,\"match\":{|route 'r1' (routes[0]): generation must be a JSON pointer string, e.g. /tenant_id",
                "\"match\":{|\"onConflict\":\"retry\",\"match\":{|route 'r1' (routes[0]): onConflict must be 'park' or 'ignore', was 'retry'",
                "\"qualifier\":\"live\"|\"qualifier\":\"\"|route 'r1' (routes[0]): target.qualifier must be a string matching [A-Za-z0-9_$-]{1,128}",
                "\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"|\"type\":\"stepfunctions\",\"stateMachineArn\":\"arn:aws:states:us-east-1:000000000000:stateMachine:m\",\"stateMachineType\":\"EXPRESS\"|route 'r1' (routes[0]): target.stateMachineType must be STANDARD (EXPRESS does not deduplicate by name)",
                "\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"|\"type\":\"stepfunctions\",\"stateMachineArn\":\"reward\"|route 'r1' (routes[0]): target.stateMachineArn must be a string matching arn:aws[a-z-]*:states:[a-z0-9-]+:\\d{12}:stateMachine:[A-Za-z0-9_-]{1,80}"
            })
    void load_failsNamingRouteAndField(String valid, String broken, String message) {
        String route = VALID_ROUTE.replace(valid, broken);

        assertThatThrownBy(() -> RouteDocuments.load(document(route)))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage(message);
    }

    @Test
    void load_readsTheOptionalGenerationField() {
        String withField = VALID_ROUTE.replace("\"match\":{", "\"generation\":\"/attempt\",\"match\":{");

        Route named = RouteDocuments.load(document(withField)).routes().get(0);
        Route unnamed = RouteDocuments.load(document(VALID_ROUTE)).routes().get(0);

        assertThat(named.generation()).map(Object::toString).contains("/attempt");
        assertThat(unnamed.generation()).isEmpty();
    }

    private static Route withMaxKeyBytes(String value) {
        String route = VALID_ROUTE.replace("\"match\":{", "\"maxKeyBytes\":" + value + ",\"match\":{");
        return RouteDocuments.load(document(route)).routes().get(0);
    }

    @Test
    void load_defaultsMaxKeyBytes_toDynamoDbsSortKeyLimit() {
        Route route = RouteDocuments.load(document(VALID_ROUTE)).routes().get(0);

        assertThat(route.maxKeyBytes()).isEqualTo(1024).isEqualTo(KeyLimits.DEFAULT_MAX_KEY_BYTES);
    }

    @ParameterizedTest
    @CsvSource({"1", "2048", "262144"})
    void load_readsAnExplicitMaxKeyBytes_upToTheInputLimit(int value) {
        assertThat(withMaxKeyBytes(String.valueOf(value)).maxKeyBytes()).isEqualTo(value);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {"0|0", "-5|-5", "262145|262145", "4294967296|4294967296", "1024.5|1024.5", "'\"2k\"'|\"2k\""})
    void load_refusesAMaxKeyBytesOutOfRange_sayingWhatIsAllowed(String value, String shown) {
        assertThatThrownBy(() -> withMaxKeyBytes(value))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route 'r1' (routes[0]): maxKeyBytes must be an integer from 1 to 262144 (UTF-8 bytes "
                        + "of each normalised tenant and key value), was " + shown);
    }

    @Test
    void load_refusesDuplicateRouteNamesAndEmptyDocuments() {
        assertThatThrownBy(() -> RouteDocuments.load(document(VALID_ROUTE + "," + VALID_ROUTE)))
                .hasMessage("route 'r1' (routes[1]): name is not unique");
        assertThatThrownBy(() -> RouteDocuments.load("{\"routes\":[]}"))
                .hasMessage("route document: 'routes' must be a non-empty array");
        assertThatThrownBy(() -> RouteDocuments.load("{\"routes\":"))
                .hasMessageStartingWith("route document is not valid JSON");
    }

    @Test
    void load_keepsDocumentOrder_soTheFirstMatchingRouteWins() {
        String second = VALID_ROUTE.replace("\"r1\"", "\"r2\"");

        List<Route> routes =
                RouteDocuments.load(document(VALID_ROUTE + "," + second)).routes();

        assertThat(routes).extracting(Route::name).containsExactly("r1", "r2");
    }
}
