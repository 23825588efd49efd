package io.durabledispatch.local;

import io.durabledispatch.local.http.EmulatorSettings;
import io.durabledispatch.local.lambda.DurableFunctionConfig;
import io.durabledispatch.local.lambda.LambdaEmulator;
import io.durabledispatch.local.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.WorkflowCatalog;
import java.time.Clock;
import java.time.Duration;

/** The two workflow engines with the workflows hosted: Lambda durable functions and the reward state machine. */
record Engines(LambdaEmulator lambda, StepFunctionsEmulator stepFunctions, InMemorySideEffects sideEffects)
        implements AutoCloseable {
    /** The alias every durable function is invoked through, as in the route document and the CDK app. */
    static final String ALIAS = "live";
    /** infra's DurableConfig for the workflows (workflowExecutionTimeoutHours 168, workflowRetentionDays 30). */
    static final DurableFunctionConfig WORKFLOW_CONFIG = DurableFunctionConfig.of(Duration.ofHours(168), 30);

    static Engines start(LocalSettings settings) {
        EmulatorSettings base = new EmulatorSettings(
                0, settings.region(), LocalSettings.ACCOUNT_ID, Clock.systemUTC(), settings.dataDirectory(), 42L);
        LambdaEmulator lambda =
                new LambdaEmulator(base.withPort(settings.ports().lambda()));
        StepFunctionsEmulator stepFunctions =
                new StepFunctionsEmulator(base.withPort(settings.ports().stepFunctions()));
        InMemorySideEffects sideEffects = InMemorySideEffects.create();
        WorkflowCatalog catalog = new WorkflowCatalog(lambda.runtime(), sideEffects.ports());
        catalog.durableFunctions()
                .forEach((name, handler) -> lambda.registerFunction(name, ALIAS, handler, WORKFLOW_CONFIG));
        var redemption = catalog.rewardRedemption();
        stepFunctions.registerStateMachine(WorkflowCatalog.REWARD_REDEMPTION, redemption::apply);
        return new Engines(lambda.start(), stepFunctions.start(), sideEffects);
    }

    @Override
    public void close() {
        lambda.close();
        stepFunctions.close();
    }
}
