package io.durabledispatch.runtime.wire;

import java.util.Objects;
import software.amazon.awssdk.services.lambda.model.ErrorObject;

/** What the durable function answers: a result with SUCCEEDED, an error with FAILED, nothing with PENDING. */
public record InvocationOutput(InvocationStatus status, String result, ErrorObject error) {

    public InvocationOutput {
        Objects.requireNonNull(status, "Status");
    }

    public static InvocationOutput succeeded(String result) {
        return new InvocationOutput(InvocationStatus.SUCCEEDED, result, null);
    }

    public static InvocationOutput failed(ErrorObject error) {
        return new InvocationOutput(InvocationStatus.FAILED, null, error);
    }

    public static InvocationOutput pending() {
        return new InvocationOutput(InvocationStatus.PENDING, null, null);
    }
}
