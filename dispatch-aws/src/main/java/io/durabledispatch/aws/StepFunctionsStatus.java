package io.durabledispatch.aws;

import io.durabledispatch.core.status.ExecutionState;
import io.durabledispatch.core.status.ExecutionStatus;
import io.durabledispatch.core.status.StatusAnswer;
import io.durabledispatch.routes.StepFunctionsTarget;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.DescribeExecutionResponse;
import software.amazon.awssdk.services.sfn.model.ExecutionDoesNotExistException;

/** Reads a Step Functions execution with {@code DescribeExecution}: its ARN follows from the machine and the name. */
public final class StepFunctionsStatus implements ExecutionStatus<StepFunctionsTarget> {
    private final SfnClient sfn;

    public StepFunctionsStatus(SfnClient sfn) {
        this.sfn = sfn;
    }

    @Override
    public StatusAnswer read(StepFunctionsTarget target, String executionName, Optional<String> executionId) {
        String arn = executionId.orElseGet(() -> target.executionArn(executionName));
        try {
            return found(sfn.describeExecution(b -> b.executionArn(arn)));
        } catch (ExecutionDoesNotExistException e) {
            return new StatusAnswer.Missing();
        } catch (SdkException e) {
            return new StatusAnswer.Unreadable(SdkErrors.cause(e), "execution not readable: " + SdkErrors.describe(e));
        }
    }

    private static StatusAnswer found(DescribeExecutionResponse execution) {
        boolean failed = execution.error() != null || execution.cause() != null;
        return new StatusAnswer.Found(new ExecutionState(
                execution.name(),
                Optional.ofNullable(execution.executionArn()),
                execution.statusAsString(),
                Optional.ofNullable(execution.output()),
                failed ? Optional.of(SdkErrors.joined(execution.error(), execution.cause())) : Optional.empty()));
    }
}
