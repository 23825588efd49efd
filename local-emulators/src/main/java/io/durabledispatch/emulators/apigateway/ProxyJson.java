package io.durabledispatch.emulators.apigateway;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.http.Json;

/** Writes the events: members the request has no value for are left out, as API Gateway leaves them out. */
final class ProxyJson {
    static final ObjectMapper MAPPER = Json.MAPPER.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private ProxyJson() {}
}
