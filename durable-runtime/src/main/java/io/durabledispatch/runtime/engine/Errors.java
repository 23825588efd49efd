package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.DurableException;
import java.util.Arrays;
import java.util.List;
import software.amazon.awssdk.services.lambda.model.ErrorObject;

/** Turns exceptions into the protocol's ErrorObject, following the Java SDK's conventions. */
final class Errors {
    private static final int MAX_FRAMES = 20;

    private Errors() {}

    static ErrorObject of(Throwable error) {
        String type = error instanceof DurableException durable && durable.errorType() != null
                ? durable.errorType()
                : error.getClass().getName();
        return ErrorObject.builder()
                .errorType(type)
                .errorMessage(error.getMessage())
                .stackTrace(frames(error))
                .build();
    }

    static ErrorObject of(String type, String message) {
        return ErrorObject.builder().errorType(type).errorMessage(message).build();
    }

    /** One entry per frame: class, method, file and line joined by '|'. */
    private static List<String> frames(Throwable error) {
        return Arrays.stream(error.getStackTrace())
                .limit(MAX_FRAMES)
                .map(f -> f.getClassName() + "|" + f.getMethodName() + "|" + f.getFileName() + "|" + f.getLineNumber())
                .toList();
    }
}
