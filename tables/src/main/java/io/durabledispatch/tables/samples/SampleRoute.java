package io.durabledispatch.tables.samples;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The route that starts a sample, as the route document declares it (infra's tests hold the two equal).
 *
 * @param name the route's name
 * @param eventType the value of the event's {@code /type} that the route matches
 * @param tenant the JSON pointer of the tenant
 * @param key the JSON pointers of the business key, in order
 * @param http the HTTP door's route for the same business request, if the sample has one
 */
public record SampleRoute(String name, String eventType, String tenant, List<String> key, Optional<Http> http) {
    public SampleRoute {
        key = List.copyOf(key);
        Objects.requireNonNull(http, "http");
    }

    public SampleRoute(String name, String eventType, String tenant, List<String> key) {
        this(name, eventType, tenant, key, Optional.empty());
    }

    /** The same route taking its requests from the HTTP door as well. */
    public SampleRoute withHttp(String routeName, String method, String path) {
        return new SampleRoute(name, eventType, tenant, key, Optional.of(new Http(routeName, method, path)));
    }

    /**
     * A second route of the document for the same operation, tenant, key and input, served by the HTTP door: a
     * request's body there names the same execution as the same event sent to the queue.
     *
     * @param name the HTTP route's own name (route names are unique)
     * @param method {@code POST}, {@code PUT} or {@code PATCH}
     * @param path the path template, here without parameters
     */
    public record Http(String name, String method, String path) {
        /** As the route document (and API Gateway's route key) writes it, e.g. {@code POST /orders}. */
        public String request() {
            return method + " " + path;
        }
    }
}
