package io.durabledispatch.api.core;

import java.util.LinkedHashMap;
import java.util.Map;

/** What the door answers: a status, headers and a JSON body, for the handler to put into API Gateway's shape. */
public record HttpAnswer(int status, Map<String, String> headers, String body) {
    public HttpAnswer {
        headers = Map.copyOf(headers);
    }

    /** This answer with one more header. */
    public HttpAnswer with(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new HttpAnswer(status, more, body);
    }
}
