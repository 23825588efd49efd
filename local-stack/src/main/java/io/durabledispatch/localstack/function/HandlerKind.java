package io.durabledispatch.localstack.function;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The two handler shapes of the Lambda Java runtime: a stream handler gets the payload bytes as they are; a
 * POJO handler gets the payload read as its input type and its result written as JSON, with Lambda's lenient
 * rules (property names case-insensitive, unknown properties ignored; the runtime's own event types with their
 * dates in epoch seconds, {@link EventJson}).
 */
sealed interface HandlerKind {
    ObjectMapper POJO_JSON = JsonMappers.lambdaRuntime();

    void invoke(InputStream in, OutputStream out, Context context) throws IOException;

    record Stream(RequestStreamHandler handler) implements HandlerKind {
        @Override
        public void invoke(InputStream in, OutputStream out, Context context) throws IOException {
            handler.handleRequest(in, out, context);
        }
    }

    record Pojo(RequestHandler<Object, Object> handler, JavaType input) implements HandlerKind {
        @Override
        public void invoke(InputStream in, OutputStream out, Context context) throws IOException {
            byte[] payload = in.readAllBytes();
            ObjectMapper reader = EventJson.isEvent(input) ? EventJson.MAPPER : POJO_JSON;
            Object value = payload.length == 0 ? null : reader.readValue(payload, input);
            POJO_JSON.writeValue(out, handler.handleRequest(value, context));
        }
    }

    /** The input type a {@link RequestHandler} implementation declares (through its superclasses, too). */
    static JavaType inputTypeOf(Class<?> handlerClass) {
        var types = POJO_JSON.getTypeFactory();
        JavaType[] parameters = types.findTypeParameters(types.constructType(handlerClass), RequestHandler.class);
        return parameters.length == 2 ? parameters[0] : types.constructType(Object.class);
    }
}
