package io.durabledispatch.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonPointer;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The route document the app deploys (the dispatcher's default) says of each sample what its definition says: the
 * JSON document stays the dispatcher's, and this test keeps the two from drifting apart.
 */
class SampleRoutesTest {
    private static final RouteTable ROUTES = RouteDocuments.load(TestApps.ROUTES);

    @Test
    void everyRoute_startsASample() {
        assertThat(ROUTES.routes())
                .extracting(Route::name)
                .containsExactlyInAnyOrderElementsOf(
                        SampleWorkflows.ALL.stream().map(s -> s.route().name()).toList());
    }

    @Test
    void eachSamplesRoute_matchesItsEventType_withItsTenantAndKey() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            Route route = ROUTES.named(sample.route().name()).orElseThrow();

            assertThat(route.match())
                    .as(sample.functionName())
                    .isEqualTo(
                            Map.of(JsonPointer.compile("/type"), sample.route().eventType()));
            assertThat(route.tenant().pointer()).hasToString(sample.route().tenant());
            assertThat(route.key())
                    .extracting(KeyField::pointer)
                    .extracting(JsonPointer::toString)
                    .containsExactlyElementsOf(sample.route().key());
        }
    }

    @Test
    void eachSamplesRoute_startsItsTargetKind_byItsTargetName() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            Route route = ROUTES.named(sample.route().name()).orElseThrow();

            String started = route.target()
                    .fold(
                            lambda -> "durable:" + lambda.function(),
                            sfn -> "machine:"
                                    + sfn.stateMachineArn()
                                            .substring(sfn.stateMachineArn().lastIndexOf(':') + 1));
            String expected = sample.target().fold(durable -> "durable:", machine -> "machine:") + sample.targetName();
            assertThat(started).as(sample.functionName()).isEqualTo(expected);
        }
    }
}
