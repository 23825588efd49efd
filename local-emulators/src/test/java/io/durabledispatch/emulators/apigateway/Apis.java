package io.durabledispatch.emulators.apigateway;

import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Integration;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Route;
import io.durabledispatch.emulators.http.EmulatorSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Definitions for these tests: each route calls the function named after what it is. */
final class Apis {
    private Apis() {}

    /** {@code "GET /a=exact"}: the route key, then the function its integration calls. */
    static HttpApiDefinition api(String stage, Duration timeout, String... routes) {
        List<Route> all = new ArrayList<>();
        for (String route : routes) {
            int split = route.lastIndexOf('=');
            all.add(new Route(
                    RouteKey.parse(route.substring(0, split)),
                    new Integration(route.substring(split + 1), Optional.empty(), timeout)));
        }
        return new HttpApiDefinition("api1234567", "Api", stage, all);
    }

    static HttpApiDefinition api(String... routes) {
        return api(HttpApiDefinition.DEFAULT_STAGE, Integration.MAX_TIMEOUT, routes);
    }

    static ApiGatewayEmulator start(HttpApiDefinition api, ApiFunctions functions) {
        return new ApiGatewayEmulator(api, EmulatorSettings.defaults(), functions).start();
    }
}
