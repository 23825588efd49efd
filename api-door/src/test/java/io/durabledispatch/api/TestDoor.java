package io.durabledispatch.api;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.amazonaws.services.lambda.runtime.tests.EventLoader;
import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.api.core.HttpDoor;
import io.durabledispatch.api.core.Waiting;
import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.core.admission.RetryHints;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.status.TargetStatuses;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.json.StrictJson;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The handler on in-memory engines (Lambda for orders, Step Functions for payments) and a clock that moves only
 * when the door pauses, so waiting takes no wall time.
 */
final class TestDoor {
    static final Duration MAX_WAIT = Duration.ofSeconds(20);
    static final RouteTable ROUTES = RouteDocuments.load("classpath:routes/http-routes.json");

    final InMemoryEngine functions = InMemoryEngine.lambda();
    final InMemoryEngine machines = InMemoryEngine.stepFunctions();
    final MovingClock clock = new MovingClock();
    final List<DoorLine> lines = new CopyOnWriteArrayList<>();
    final HttpDoor httpDoor;
    final ApiHandler handler;

    TestDoor() {
        RetryHints hints = RetryHints.defaults();
        Admission admission =
                new Admission(new Planner(ROUTES), new TargetStarters(functions::start, machines::start), hints);
        this.httpDoor = new HttpDoor(
                admission,
                new TargetStatuses(functions, machines),
                new Waiting(MAX_WAIT, clock, clock::advance),
                hints,
                lines::add);
        this.handler = new ApiHandler(httpDoor);
    }

    APIGatewayV2HTTPResponse send(String fixture) {
        return send(event(fixture));
    }

    APIGatewayV2HTTPResponse send(APIGatewayV2HTTPEvent event) {
        return handler.handleRequest(event, null);
    }

    static APIGatewayV2HTTPEvent event(String fixture) {
        return EventLoader.loadApiGatewayHttpEvent("events/" + fixture);
    }

    static JsonNode body(APIGatewayV2HTTPResponse response) {
        try {
            return StrictJson.parse(response.getBody());
        } catch (Exception e) {
            throw new AssertionError("body is no JSON: " + response.getBody(), e);
        }
    }

    /** Moves forward by exactly what the door pauses. */
    static final class MovingClock extends Clock {
        private Instant now = Instant.parse("2026-03-12T19:04:00Z");

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
