package io.durabledispatch.console.stack;

import io.durabledispatch.console.ConsoleBackend;
import io.durabledispatch.console.ExecutionDetail;
import io.durabledispatch.console.HistoryRecord;
import io.durabledispatch.console.ParkedRecord;
import io.durabledispatch.console.QueueDepth;
import io.durabledispatch.ops.inspect.ExecutionRecord;
import io.durabledispatch.ops.rerun.ExecutionLookup;
import io.durabledispatch.ops.rerun.FoundExecution;
import io.durabledispatch.ops.rerun.RerunDecision;
import io.durabledispatch.ops.rerun.RerunSender;
import io.durabledispatch.routes.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The console's view of a running local stack: both engine emulators and the SQS queues. Re-runs look
 * executions up and send through the engines' and SQS's public APIs, exactly as the CLI's {@code rerun} does.
 */
final class LocalStackBackend implements ConsoleBackend {
    private final LambdaExecutions lambda;
    private final StepFunctionsExecutions stepFunctions;
    private final SqsQueues queues;
    private final ExecutionLookup rerunLookup;
    private final RerunSender rerunSender;

    LocalStackBackend(
            LambdaExecutions lambda,
            StepFunctionsExecutions stepFunctions,
            SqsQueues queues,
            ExecutionLookup rerunLookup,
            RerunSender rerunSender) {
        this.lambda = lambda;
        this.stepFunctions = stepFunctions;
        this.queues = queues;
        this.rerunLookup = rerunLookup;
        this.rerunSender = rerunSender;
    }

    @Override
    public List<ExecutionRecord> executions() {
        List<ExecutionRecord> all = new ArrayList<>(lambda.all());
        all.addAll(stepFunctions.all());
        return all;
    }

    @Override
    public Optional<ExecutionDetail> execution(String id) {
        return StepFunctionsExecutions.owns(id) ? stepFunctions.find(id) : lambda.find(id);
    }

    @Override
    public List<HistoryRecord> history(String id) {
        return StepFunctionsExecutions.owns(id) ? stepFunctions.history(id) : lambda.history(id);
    }

    @Override
    public void completeCallback(String callbackId, String resultJson) {
        lambda.completeCallback(callbackId, resultJson);
    }

    @Override
    public void failCallback(String callbackId, String errorType, String errorMessage) {
        lambda.failCallback(callbackId, errorType, errorMessage);
    }

    @Override
    public void stop(String executionId) {
        if (StepFunctionsExecutions.owns(executionId)) stepFunctions.stop(executionId);
        else lambda.stop(executionId);
    }

    @Override
    public Optional<FoundExecution> find(Route route, String executionName) {
        return rerunLookup.find(route, executionName);
    }

    @Override
    public void send(RerunDecision.Send rerun) {
        rerunSender.send(rerun);
    }

    @Override
    public List<QueueDepth> queues() {
        return queues.depths();
    }

    @Override
    public List<ParkedRecord> parked() {
        return queues.parked();
    }

    @Override
    public void redrive(String messageId) {
        queues.redrive(messageId);
    }
}
