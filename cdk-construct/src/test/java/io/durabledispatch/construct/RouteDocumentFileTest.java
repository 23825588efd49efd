package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.routes.document.RouteDocumentException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.Pass;
import software.amazon.awscdk.services.stepfunctions.StateMachine;

/** A route document file instead of the builder: its rules stay, its target names bind to deployed targets. */
class RouteDocumentFileTest {
    private static final Path TEAM_ROUTES = Path.of("src", "test", "resources", "routes", "team-routes.json");
    private static final DurableFunctionTarget INVOICES =
            DispatchTarget.durableFunctionAlias(TeamApp.INVOICE_ALIAS_ARN, Duration.days(60));

    @Test
    void fromDocument_keepsEveryRule_andReplacesTheTargets() {
        StateMachineTarget refunds = refunds();

        List<DispatchRoute> routes =
                DispatchRoute.fromDocument(TEAM_ROUTES, Map.of("invoice-workflow", INVOICES, "refunds", refunds));
        Map<String, Object> document = RouteDocument.deployed(routes);

        assertThat(routes).extracting(DispatchRoute::name).containsExactly("invoice-issued", "refund-requested");
        assertThat(routes).extracting(DispatchRoute::target).containsExactly(INVOICES, refunds);
        assertThat(document.toString())
                .contains("onConflict=ignore", "normalize={/invoice_no=[trim, upper]}")
                .contains("function=" + TeamApp.INVOICE_FUNCTION_ARN + ", qualifier=prod")
                .doesNotContain("111122223333:stateMachine:refunds");
    }

    @Test
    void fromDocument_namesTheRouteWhoseTargetIsNotDeployed() {
        assertThatThrownBy(() -> DispatchRoute.fromDocument(TEAM_ROUTES, Map.of("invoice-workflow", INVOICES)))
                .hasMessageContaining("route 'refund-requested' targets 'refunds', which has no deployed target");
    }

    @Test
    void fromDocument_refusesABadDocument_withTheDispatchersMessage(@TempDir Path directory) throws Exception {
        Path bad = Files.writeString(
                directory.resolve("routes.json"),
                Files.readString(TEAM_ROUTES).replace("\"/invoice_no\"]", "\"invoice_no\"]"));

        assertThatThrownBy(() -> DispatchRoute.fromDocument(bad, Map.of("invoice-workflow", INVOICES)))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route 'invoice-issued' (routes[0]): key[0] must be a JSON pointer like /order_no, "
                        + "was 'invoice_no'");
    }

    private static StateMachineTarget refunds() {
        Stack stack = new Stack(new App(), "TeamStack");
        return DispatchTarget.stateMachine(StateMachine.Builder.create(stack, "Refunds")
                .definitionBody(DefinitionBody.fromChainable(new Pass(stack, "Refund")))
                .build());
    }
}
