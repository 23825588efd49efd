package io.durabledispatch.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonPointer;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.tables.samples.SampleRoute;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The route document the app deploys (the dispatcher's default) says of each sample what its definition says: the
 * JSON document stays the dispatcher's, and this test keeps the two from drifting apart.
 */
class SampleRoutesTest {
    private static final RouteTable ROUTES = RouteDocuments.load(TestApps.ROUTES);

    @Test
    void everyRoute_startsASample_fromTheQueueOrTheApi() {
        assertThat(ROUTES.routes())
                .extracting(Route::name)
                .containsExactlyInAnyOrderElementsOf(SampleWorkflows.ALL.stream()
                        .flatMap(s -> Stream.concat(
                                Stream.of(s.route().name()), s.route().http().map(SampleRoute.Http::name).stream()))
                        .toList());
    }

    /** The HTTP route names the same execution with the same input: only how the request arrives differs. */
    @Test
    void eachSamplesHttpRoute_isItsQueueRoute_withARequestInsteadOfAMatch() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            SampleRoute.Http declared = sample.route().http().orElseThrow();
            Route queue = ROUTES.named(sample.route().name()).orElseThrow();
            Route http = ROUTES.named(declared.name()).orElseThrow();

            assertThat(http.http().orElseThrow().routeKey()).isEqualTo(declared.request());
            assertThat(http.match()).as(declared.name()).isEmpty();
            assertThat(http.operation()).isEqualTo(queue.operation());
            assertThat(http.tenant()).isEqualTo(queue.tenant());
            assertThat(http.key()).isEqualTo(queue.key());
            assertThat(http.input()).isEqualTo(queue.input());
            assertThat(http.target()).isEqualTo(queue.target());
            assertThat(http.onConflict()).isEqualTo(queue.onConflict());
            assertThat(http.maxKeyBytes()).isEqualTo(queue.maxKeyBytes());
            assertThat(http.keyVersion()).isEqualTo(queue.keyVersion());
        }
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
