package io.durabledispatch.aws;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.routes.StepFunctionsTarget;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionAlreadyExistsException;
import software.amazon.awssdk.services.sfn.model.InvalidExecutionInputException;
import software.amazon.awssdk.services.sfn.model.StartExecutionRequest;

/**
 * Starts a Step Functions STANDARD execution under the name. A running execution with the same input comes
 * back as a plain success (STARTED, as AWS does not tell them apart); any other existing execution raises
 * {@code ExecutionAlreadyExists}, and {@link ExistingExecutions} compares inputs to tell DUPLICATE from
 * CONFLICT.
 */
public final class StepFunctionsStarter implements WorkflowStarter<StepFunctionsTarget> {
    private final SfnClient sfn;
    private final ExistingExecutions existing;

    public StepFunctionsStarter(SfnClient sfn) {
        this.sfn = sfn;
        this.existing = new ExistingExecutions(sfn);
    }

    @Override
    public StartResult start(StepFunctionsTarget target, String executionName, String canonicalInput) {
        try {
            String arn = sfn.startExecution(StartExecutionRequest.builder()
                            .stateMachineArn(target.stateMachineArn())
                            .name(executionName)
                            .input(canonicalInput)
                            .build())
                    .executionArn();
            return StartResult.of(Outcome.STARTED, "").withExecutionId(arn);
        } catch (ExecutionAlreadyExistsException e) {
            return existing.compare(target, executionName, canonicalInput);
        } catch (InvalidExecutionInputException e) {
            return StartResult.invalid("target refused the input: " + SdkErrors.describe(e));
        } catch (SdkException e) {
            return SdkErrors.retry(e);
        }
    }
}
