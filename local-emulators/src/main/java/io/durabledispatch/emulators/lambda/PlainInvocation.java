package io.durabledispatch.emulators.lambda;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.function.Function;

/**
 * One invocation of a plain (not durable) function, as Lambda's Java runtime runs it: the payload on the handler's
 * input stream, a context with the function's timeout and memory size, the response read back. It ends as the
 * response, or as the error document Lambda answers with {@code X-Amz-Function-Error: Unhandled}: an exception's
 * class, message and stack trace, or {@code Sandbox.Timedout} when it ran past its timeout.
 */
final class PlainInvocation {
    private PlainInvocation() {}

    /** What the invocation ended with; callers act per kind through {@link #fold}. */
    sealed interface Outcome {
        <T> T fold(Function<Response, T> response, Function<Failure, T> failure);

        record Response(byte[] payload) implements Outcome {
            @Override
            public <T> T fold(Function<Response, T> response, Function<Failure, T> failure) {
                return response.apply(this);
            }
        }

        record Failure(String errorType, String errorMessage, ObjectNode document) implements Outcome {
            @Override
            public <T> T fold(Function<Response, T> response, Function<Failure, T> failure) {
                return failure.apply(this);
            }
        }
    }

    static Outcome run(FunctionRegistry.Resolved function, byte[] payload) {
        FunctionLimits limits = function.configuration().limits();
        LocalLambdaContext context = LocalLambdaContext.invocation(
                function.function().name(),
                function.version(),
                function.qualifiedArn(),
                limits.timeout(),
                limits.memoryMb(),
                LocalLambdaContext.STDOUT);
        try {
            return new Outcome.Response(TimeLimit.call(
                    () -> {
                        ByteArrayOutputStream output = new ByteArrayOutputStream();
                        function.handler().handleRequest(new ByteArrayInputStream(payload), output, context);
                        return output.toByteArray();
                    },
                    limits.timeout()));
        } catch (FunctionTimedOut timedOut) {
            String message = "RequestId: " + context.getAwsRequestId() + " Error: " + timedOut.getMessage();
            return failure(FunctionTimedOut.ERROR_TYPE, message, null);
        } catch (Exception | LinkageError e) {
            return failure(e.getClass().getName(), String.valueOf(e.getMessage()), e);
        }
    }

    private static Outcome failure(String type, String message, Throwable thrown) {
        ObjectNode document = Json.MAPPER.createObjectNode();
        document.put("errorMessage", message);
        document.put("errorType", type);
        if (thrown != null) {
            var trace = document.putArray("stackTrace");
            Arrays.stream(thrown.getStackTrace())
                    .map(StackTraceElement::toString)
                    .forEach(trace::add);
        }
        return new Outcome.Failure(type, message, document);
    }
}
