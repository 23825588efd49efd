package io.durabledispatch.ops.rerun;

import io.durabledispatch.routes.Route;
import java.util.Optional;

/** Port: the execution the route's workflow runs under a name, with its status and input, if one was started. */
public interface ExecutionLookup {
    Optional<FoundExecution> find(Route route, String executionName);
}
