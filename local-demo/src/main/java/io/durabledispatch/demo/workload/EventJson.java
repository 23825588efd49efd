package io.durabledispatch.demo.workload;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;

/**
 * The JSON mapper of business events the local tools write or pass on: generated workloads and events read by
 * the CLI. Plain on purpose: bodies go to SQS as given, and the dispatcher's own strict reader judges them.
 */
public final class EventJson {
    public static final ObjectMapper MAPPER = JsonMappers.plain();

    private EventJson() {}
}
