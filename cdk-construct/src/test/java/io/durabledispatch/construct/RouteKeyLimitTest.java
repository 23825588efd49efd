package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.document.RouteDocuments;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Template;

/** A route's maxKeyBytes set on the builder: written into ROUTES, and refused at synth when out of range. */
class RouteKeyLimitTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path assets;

    private Stack synth(UnaryOperator<DispatchRoute.Builder> customize) {
        Stack stack = new Stack(new App(), "KeyStack");
        DispatchRoute.Builder invoices = DispatchRoute.builder()
                .name("invoice-issued")
                .operation("invoice")
                .match("/type", "invoice.issued")
                .tenant("/tenant_id")
                .key("/invoice_no")
                .target(DispatchTarget.durableFunctionAlias(TeamApp.INVOICE_ALIAS_ARN, Duration.days(60))
                        .withStartQuota(TeamApp.GENEROUS_QUOTA));
        new DurableDispatch(
                stack,
                "Dispatch",
                DurableDispatchProps.builder()
                        .routes(List.of(customize.apply(invoices).build()))
                        .dispatcherCode(TeamApp.placeholderCode(assets))
                        .build());
        return stack;
    }

    private static String routes(Stack stack) {
        return TemplateJson.joinWithRefs(TemplateJson.of(Template.fromStack(stack))
                .dispatcherProperties()
                .path("Environment")
                .path("Variables")
                .path("ROUTES"));
    }

    @Test
    void maxKeyBytes_travelsInTheRouteDocument_andTheDispatchersParserReadsIt() throws Exception {
        String routes = routes(synth(route -> route.maxKeyBytes(2048)));

        JsonNode invoice = JSON.readTree(routes).path("routes").path(0);
        assertThat(invoice.path("maxKeyBytes").intValue()).isEqualTo(2048);
        assertThat(RouteDocuments.parse(routes).routes().get(0).maxKeyBytes()).isEqualTo(2048);
    }

    @Test
    void withoutMaxKeyBytes_theDocumentLeavesItOut_andTheDispatcherUsesItsDefault() throws Exception {
        String routes = routes(synth(route -> route));

        assertThat(JSON.readTree(routes).path("routes").path(0).has("maxKeyBytes"))
                .isFalse();
        assertThat(RouteDocuments.parse(routes).routes().get(0).maxKeyBytes()).isEqualTo(1024);
    }

    @Test
    void anOutOfRangeMaxKeyBytes_failsTheSynth_withTheRouteDocumentsMessage() {
        assertThatThrownBy(() -> synth(route -> route.maxKeyBytes(0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("KeyStack/Dispatch: route 'invoice-issued' (routes[0]): maxKeyBytes must be an integer "
                        + "from 1 to 262144 (UTF-8 bytes of each normalised tenant and key value), was 0");
        assertThatThrownBy(() -> synth(route -> route.maxKeyBytes(300_000)))
                .hasMessageEndingWith("maxKeyBytes must be an integer from 1 to 262144 (UTF-8 bytes of each "
                        + "normalised tenant and key value), was 300000");
    }
}
