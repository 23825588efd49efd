package io.durabledispatch.aws;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.durabledispatch.core.json.CanonicalJson;
import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.json.StrictJson;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.DescribeExecutionResponse;

/** Looks at the execution that already holds a name and says whether our start is its duplicate. */
final class ExistingExecutions {
    private final SfnClient sfn;

    ExistingExecutions(SfnClient sfn) {
        this.sfn = sfn;
    }

    StartResult compare(StepFunctionsTarget target, String executionName, String canonicalInput) {
        DescribeExecutionResponse execution;
        try {
            execution = sfn.describeExecution(b -> b.executionArn(target.executionArn(executionName)));
        } catch (SdkException e) {
            return StartResult.retryable(
                    SdkErrors.cause(e), "existing execution not readable: " + SdkErrors.describe(e));
        }
        // Compared canonically, so an execution started by another tool with other whitespace still matches.
        String existingInput = canonical(execution.input());
        if (canonicalInput.equals(existingInput)) {
            // Still acked: a resend must not start the request again; re-running is a deliberate new generation.
            return StartResult.duplicate(execution.statusAsString()).withExecutionId(execution.executionArn());
        }
        Optional<String> fingerprint = Optional.ofNullable(existingInput).map(Sha256::hex);
        return StartResult.conflict("execution exists with a different input", fingerprint);
    }

    private static String canonical(String input) {
        if (input == null) return null;
        try {
            return CanonicalJson.write(StrictJson.parse(input));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return input;
        }
    }
}
