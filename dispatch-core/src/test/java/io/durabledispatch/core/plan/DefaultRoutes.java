package io.durabledispatch.core.plan;

import io.durabledispatch.routes.document.RouteDocuments;

/** A planner on the sample routes the dispatcher ships (read from the SQS door's resources, as the contracts are). */
public final class DefaultRoutes {
    public static final String FILE = "../dispatcher/src/main/resources/routes/default-routes.json";
    public static final Planner PLANNER = new Planner(RouteDocuments.load(FILE));

    private DefaultRoutes() {}
}
