package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.aws_apigatewayv2_authorizers.HttpIamAuthorizer;

/** The SQS door and the HTTP door on one route document read the same ROUTES, so they name executions alike. */
class BothDoorsTest {
    @TempDir
    Path assets;

    @Test
    void bothDoors_getTheSameRoutes() {
        Stack stack = new Stack(new App(), "BothDoors");
        List<DispatchRoute> routes = DurableDispatchApiTest.routes(stack);
        DurableDispatch queue = new DurableDispatch(
                stack,
                "Dispatch",
                DurableDispatchProps.builder()
                        .routes(routes)
                        .dispatcherCode(TeamApp.placeholderCode(assets))
                        .build());
        new DurableDispatchApi(
                stack,
                "Http",
                DurableDispatchApiProps.builder()
                        .routes(routes)
                        .authorizer(new HttpIamAuthorizer())
                        .apiCode(TeamApp.placeholderCode(assets))
                        .dashboard(queue.dashboard())
                        .build());
        TemplateJson template = TemplateJson.of(Template.fromStack(stack));

        List<JsonNode> routesVariables = template.resources("AWS::Lambda::Function").values().stream()
                .map(function -> function.path("Properties")
                        .path("Environment")
                        .path("Variables")
                        .path("ROUTES"))
                .filter(value -> !value.isMissingNode())
                .toList();

        assertThat(routesVariables).hasSize(2);
        assertThat(routesVariables.get(0)).isEqualTo(routesVariables.get(1));
        assertThat(routesVariables.get(0).toString()).contains("refund-requested", "order-requested");
    }
}
