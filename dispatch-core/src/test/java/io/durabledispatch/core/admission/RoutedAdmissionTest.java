package io.durabledispatch.core.admission;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A door that found the route itself (an HTTP door, by method and path) admits with that route. */
class RoutedAdmissionTest {
    private static final RouteTable ROUTES = RouteDocuments.parse("{\"version\":1,\"routes\":[{\"name\":\"pay\","
            + "\"operation\":\"payment\",\"http\":\"POST /tenants/{tenant}/payments\",\"match\":{\"/kind\":\"card\"},"
            + "\"tenant\":\"path:tenant\",\"key\":[\"header:Idempotency-Key\"],\"input\":[\"/amount\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}]}");
    private static final Route PAY = ROUTES.routes().get(0);

    private final InMemoryWorkflowStarter<LambdaDurableTarget> functions = new InMemoryWorkflowStarter<>();
    private final Admission admission = new Admission(
            new Planner(ROUTES),
            new TargetStarters(functions, new InMemoryWorkflowStarter<StepFunctionsTarget>()),
            RetryHints.defaults());

    private static AdmissionRequest request(String body) {
        return AdmissionRequest.of(body, Map.of("path:tenant", "acme", "header:idempotency-key", "k-1"));
    }

    @Test
    void admitWithRoute_startsTheRequest_thatNoBodyMatchWouldFind() {
        AdmissionOutcome outcome = admission.admit(PAY, request("{\"kind\":\"card\",\"amount\":5}"));

        assertThat(outcome.kind()).isEqualTo(AdmissionOutcome.Kind.STARTED);
        assertThat(admission.admit(request("{\"kind\":\"card\",\"amount\":5}")).kind())
                .isEqualTo(AdmissionOutcome.Kind.INVALID);
        assertThat(functions.executions()).hasSize(1);
    }

    @Test
    void admitWithRoute_isInvalidNoRoute_whenTheRoutesBodyMatchFails() {
        AdmissionOutcome outcome = admission.admit(PAY, request("{\"kind\":\"cash\",\"amount\":5}"));

        assertThat(outcome.fold(s -> null, s -> null, c -> null, AdmissionOutcome.Invalid::reason, r -> null))
                .isEqualTo(Reason.NO_ROUTE);
        assertThat(functions.executions()).isEmpty();
    }
}
