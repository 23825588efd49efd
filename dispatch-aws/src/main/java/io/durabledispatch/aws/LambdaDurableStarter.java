package io.durabledispatch.aws;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.routes.LambdaDurableTarget;
import java.util.Optional;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.DurableExecutionAlreadyStartedException;
import software.amazon.awssdk.services.lambda.model.InvalidRequestContentException;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeRequest;
import software.amazon.awssdk.services.lambda.model.RequestTooLargeException;

/**
 * Starts a Lambda durable execution: asynchronous {@code Invoke} of the qualified function with the execution
 * name and the canonical input. A 202 is ACCEPTED, not STARTED: Lambda answers a duplicate of an existing
 * execution exactly like a new start (docs/adr/001-lambda-duplicate-detection.md).
 */
public final class LambdaDurableStarter implements WorkflowStarter<LambdaDurableTarget> {
    private final LambdaClient lambda;

    public LambdaDurableStarter(LambdaClient lambda) {
        this.lambda = lambda;
    }

    @Override
    public StartResult start(LambdaDurableTarget target, String executionName, String canonicalInput) {
        try {
            String arn = lambda.invoke(request(target, executionName, canonicalInput))
                    .durableExecutionArn();
            return StartResult.of(Outcome.ACCEPTED, "").withExecutionId(arn);
        } catch (DurableExecutionAlreadyStartedException e) {
            // Lambda's 409 means: this name exists with a different payload. It does not show the other input.
            return StartResult.conflict("execution exists with a different input", Optional.empty());
        } catch (RequestTooLargeException | InvalidRequestContentException e) {
            return StartResult.invalid("target refused the input: " + SdkErrors.describe(e));
        } catch (SdkException e) {
            return SdkErrors.retry(e);
        }
    }

    private static InvokeRequest request(LambdaDurableTarget target, String executionName, String input) {
        return InvokeRequest.builder()
                .functionName(target.function())
                .qualifier(target.qualifier())
                // Event: the dispatcher's job ends when the start is accepted; a synchronous invoke would
                // also cap the whole execution at 15 minutes.
                .invocationType(InvocationType.EVENT)
                .durableExecutionName(executionName)
                .payload(SdkBytes.fromUtf8String(input))
                .build();
    }
}
