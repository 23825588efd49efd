package io.durabledispatch.aws;

import io.durabledispatch.core.status.ExecutionState;
import io.durabledispatch.core.status.ExecutionStatus;
import io.durabledispatch.core.status.StatusAnswer;
import io.durabledispatch.routes.LambdaDurableTarget;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/**
 * Reads a Lambda durable execution: {@code GetDurableExecution} with its data, by the ARN a start returned, or
 * else by the name through {@code ListDurableExecutionsByFunction} on the route's qualifier (the list lists one
 * qualifier's executions only, and its name filter matches substrings, so the listing is narrowed to the name).
 */
public final class LambdaDurableStatus implements ExecutionStatus<LambdaDurableTarget> {
    private final LambdaClient lambda;

    public LambdaDurableStatus(LambdaClient lambda) {
        this.lambda = lambda;
    }

    @Override
    public StatusAnswer read(LambdaDurableTarget target, String executionName, Optional<String> executionId) {
        try {
            Optional<String> arn = executionId.or(() -> listed(target, executionName));
            return arn.<StatusAnswer>map(this::described).orElseGet(StatusAnswer.Missing::new);
        } catch (ResourceNotFoundException e) {
            // The execution is gone (past retention); a missing function fails the listing as a deployment fault.
            return executionId.isPresent() ? new StatusAnswer.Missing() : unreadable(e);
        } catch (SdkException e) {
            return unreadable(e);
        }
    }

    private Optional<String> listed(LambdaDurableTarget target, String name) {
        return lambda
                .listDurableExecutionsByFunctionPaginator(b -> b.functionName(target.function())
                        .qualifier(target.qualifier())
                        .durableExecutionName(name))
                .durableExecutions()
                .stream()
                .filter(execution -> name.equals(execution.durableExecutionName()))
                .map(execution -> execution.durableExecutionArn())
                .findFirst();
    }

    private StatusAnswer described(String arn) {
        GetDurableExecutionResponse execution =
                lambda.getDurableExecution(b -> b.durableExecutionArn(arn).includeExecutionData(true));
        return new StatusAnswer.Found(new ExecutionState(
                execution.durableExecutionName(),
                Optional.ofNullable(execution.durableExecutionArn()),
                execution.statusAsString(),
                Optional.ofNullable(execution.result()),
                Optional.ofNullable(execution.error()).map(LambdaDurableStatus::describe)));
    }

    private static String describe(ErrorObject error) {
        return SdkErrors.joined(error.errorType(), error.errorMessage());
    }

    private static StatusAnswer unreadable(SdkException e) {
        return new StatusAnswer.Unreadable(SdkErrors.cause(e), "execution not readable: " + SdkErrors.describe(e));
    }
}
