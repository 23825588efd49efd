package io.durabledispatch.emulators.aws;

import java.net.URI;

/** Where each service answers; each becomes its SDK client's endpoint override. */
public record Endpoints(URI sqs, URI lambda, URI stepFunctions) {
    /** One endpoint for every service (a gateway, or a single emulator). */
    public static Endpoints all(URI endpoint) {
        return new Endpoints(endpoint, endpoint, endpoint);
    }
}
