package io.durabledispatch.emulators.http;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * How a server writes an error body. For the emulators the SDK picks the exception class from the code; the
 * console's page shows the message as it is.
 */
public enum ErrorFormat {
    /** Lambda's REST-JSON: code in {@code x-amzn-ErrorType}, body {@code {"Type","Message"}}. */
    REST_JSON {
        @Override
        public HttpResponse render(ApiException error) {
            ObjectNode body = Json.MAPPER.createObjectNode();
            body.put("Type", error.status() >= 500 ? "Service" : "User");
            body.put("Message", error.getMessage());
            return HttpResponse.json(error.status(), body.toString()).withHeader("x-amzn-ErrorType", error.errorCode());
        }
    },
    /** AWS JSON 1.0 (Step Functions): body {@code {"__type","message"}}. */
    AWS_JSON_1_0 {
        @Override
        public HttpResponse render(ApiException error) {
            ObjectNode body = Json.MAPPER.createObjectNode();
            body.put("__type", error.errorCode());
            body.put("message", error.getMessage());
            return HttpResponse.json(error.status(), body.toString(), "application/x-amz-json-1.0");
        }
    },
    /** AWS JSON 1.1 (EventBridge): body {@code {"__type","message"}}. */
    AWS_JSON_1_1 {
        @Override
        public HttpResponse render(ApiException error) {
            ObjectNode body = Json.MAPPER.createObjectNode();
            body.put("__type", error.errorCode());
            body.put("message", error.getMessage());
            return HttpResponse.json(error.status(), body.toString(), "application/x-amz-json-1.1");
        }
    },
    /** API Gateway's own answers (no route, the function failed): body {@code {"message"}}, nothing else. */
    API_GATEWAY {
        @Override
        public HttpResponse render(ApiException error) {
            ObjectNode body = Json.MAPPER.createObjectNode();
            body.put("message", error.getMessage());
            return HttpResponse.json(error.status(), body.toString());
        }
    },
    /** The local console's API: body {@code {"error": message}}, never cached. */
    CONSOLE_JSON {
        @Override
        public HttpResponse render(ApiException error) {
            String message = error.getMessage();
            ObjectNode body = Json.MAPPER.createObjectNode();
            body.put("error", message == null || message.isBlank() ? "unexpected error" : message);
            return HttpResponse.json(error.status(), body.toString(), "application/json; charset=utf-8")
                    .withHeader("Cache-Control", "no-store");
        }
    };

    public abstract HttpResponse render(ApiException error);
}
