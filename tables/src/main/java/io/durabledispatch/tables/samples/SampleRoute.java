package io.durabledispatch.tables.samples;

import java.util.List;

/**
 * The route that starts a sample, as the route document declares it (infra's tests hold the two equal).
 *
 * @param name the route's name, the first part of every execution name it makes
 * @param eventType the value of the event's {@code /type} that the route matches
 * @param tenant the JSON pointer of the tenant
 * @param key the JSON pointers of the business key, in order
 */
public record SampleRoute(String name, String eventType, String tenant, List<String> key) {
    public SampleRoute {
        key = List.copyOf(key);
    }
}
