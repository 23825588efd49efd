package io.durabledispatch.emulators.apigateway;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * One HTTP API as the emulator serves it: its routes, each with the function its Lambda proxy integration calls.
 *
 * @param apiId the id the events carry ({@code requestContext.apiId}); locally the template's logical id
 * @param stage {@code $default} (served at the root) or a name (served under {@code /<name>})
 */
public record HttpApiDefinition(String apiId, String name, String stage, List<Route> routes) {
    public static final String DEFAULT_STAGE = "$default";

    public HttpApiDefinition {
        routes = List.copyOf(routes);
    }

    /** The path prefix the stage adds to every route: none for {@code $default}. */
    public String stagePrefix() {
        return stage.equals(DEFAULT_STAGE) ? "" : "/" + stage;
    }

    public record Route(RouteKey key, Integration integration) {}

    /**
     * A Lambda proxy integration (payload format 2.0).
     *
     * @param qualifier the alias or version of the integration's ARN, if it names one
     * @param timeout {@code TimeoutInMillis}: API Gateway answers 503 when the function takes longer
     */
    public record Integration(String function, Optional<String> qualifier, Duration timeout) {
        /** An HTTP API's longest (and default) integration timeout. */
        public static final Duration MAX_TIMEOUT = Duration.ofSeconds(30);
    }
}
