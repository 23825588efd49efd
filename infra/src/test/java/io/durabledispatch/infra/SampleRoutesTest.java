package io.durabledispatch.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonPointer;
import io.durabledispatch.routes.EventBridgeMatch;
import io.durabledispatch.routes.KeyField;
import io.durabledispatch.routes.Route;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.tables.samples.SampleRoute;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.util.List;
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
    void everyRoute_startsASample_fromTheQueueTheApiOrTheBus() {
        assertThat(ROUTES.routes())
                .extracting(Route::name)
                .containsExactlyInAnyOrderElementsOf(SampleWorkflows.ALL.stream()
                        .flatMap(s -> Stream.of(
                                        Stream.of(s.route().name()),
                                        s.route().http().map(SampleRoute.Http::name).stream(),
                                        s.route().eventBridge().map(SampleRoute.EventBridge::name).stream())
                                .flatMap(names -> names))
                        .toList());
    }

    /** The EventBridge route reads the detail as the queue's route reads the body: one request, one execution. */
    @Test
    void eachSamplesEventBridgeRoute_isItsQueueRoute_withSourceAndDetailTypeInsteadOfAMatch() {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            SampleRoute.EventBridge declared = sample.route().eventBridge().orElseThrow();
            Route queue = ROUTES.named(sample.route().name()).orElseThrow();
            Route events = ROUTES.named(declared.name()).orElseThrow();

            assertThat(events.eventBridge().orElseThrow())
                    .isEqualTo(new EventBridgeMatch(List.of(declared.source()), List.of(declared.detailType())));
            assertThat(declared.detailType()).isEqualTo(sample.route().eventType());
            assertThat(events.match()).as(declared.name()).isEmpty();
            assertSameRequest(events, queue);
        }
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
            assertSameRequest(http, queue);
        }
    }

    private static void assertSameRequest(Route other, Route queue) {
        assertThat(other.operation()).as(other.name()).isEqualTo(queue.operation());
        assertThat(other.tenant()).as(other.name()).isEqualTo(queue.tenant());
        assertThat(other.key()).as(other.name()).isEqualTo(queue.key());
        assertThat(other.input()).as(other.name()).isEqualTo(queue.input());
        assertThat(other.target()).as(other.name()).isEqualTo(queue.target());
        assertThat(other.onConflict()).as(other.name()).isEqualTo(queue.onConflict());
        assertThat(other.maxKeyBytes()).as(other.name()).isEqualTo(queue.maxKeyBytes());
        assertThat(other.keyVersion()).as(other.name()).isEqualTo(queue.keyVersion());
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
