package io.durabledispatch.localstack.builtin;

import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.DurableFunctionConfig;
import io.durabledispatch.emulators.lambda.FunctionLimits;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.store.LocalStores;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.WorkflowCatalog;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The two workflow engines with the workflows hosted: Lambda durable functions and the reward state machine. */
record Engines(LambdaEmulator lambda, StepFunctionsEmulator stepFunctions, InMemorySideEffects sideEffects)
        implements AutoCloseable {
    /** The alias every durable function is invoked through, as in the route document and the CDK app. */
    static final String ALIAS = "live";
    /** infra's DurableConfig for the workflows (workflowExecutionTimeoutHours 168, workflowRetentionDays 30). */
    static final DurableFunctionConfig WORKFLOW_CONFIG = DurableFunctionConfig.of(Duration.ofHours(168), 30);
    /** infra's workflow function limits (workflowTimeoutSeconds 60, workflowMemoryMb 1024), as deployed. */
    static final FunctionLimits WORKFLOW_LIMITS = new FunctionLimits(Duration.ofSeconds(60), 1024);

    /** With the in-memory workflow stores. */
    static Engines start(LocalSettings settings) {
        return start(settings, LocalStores.inMemory());
    }

    static Engines start(LocalSettings settings, LocalStores stores) {
        requireServedApis(settings.quotas());
        EmulatorSettings base = new EmulatorSettings(
                0, settings.region(), LocalSettings.ACCOUNT_ID, Clock.systemUTC(), settings.dataDirectory(), 42L);
        LambdaEmulator lambda =
                new LambdaEmulator(base.withPort(settings.ports().lambda()));
        StepFunctionsEmulator stepFunctions =
                new StepFunctionsEmulator(base.withPort(settings.ports().stepFunctions()));
        applyQuotas(settings.quotas(), lambda, stepFunctions);
        InMemorySideEffects sideEffects = stores.memory();
        WorkflowCatalog catalog = new WorkflowCatalog(lambda.runtime(), stores.ports());
        catalog.durableFunctions()
                .forEach((name, handler) ->
                        lambda.registerFunction(name, ALIAS, handler, WORKFLOW_CONFIG, WORKFLOW_LIMITS));
        var redemption = catalog.rewardRedemption();
        stepFunctions.registerStateMachine(WorkflowCatalog.REWARD_REDEMPTION, redemption::apply);
        return new Engines(lambda.start(), stepFunctions.start(), sideEffects);
    }

    /** A quota on an API neither emulator serves would silently do nothing: a mistake worth naming. */
    private static void requireServedApis(Map<String, Quota> quotas) {
        Set<String> known = new TreeSet<>(LambdaEmulator.API_NAMES);
        known.addAll(StepFunctionsEmulator.API_NAMES);
        for (String api : quotas.keySet()) {
            if (!known.contains(api)) {
                throw new IllegalArgumentException("no emulator serves API '" + api + "' (quota); known: " + known);
            }
        }
    }

    /** Each quota goes to the emulator that serves its API. */
    private static void applyQuotas(
            Map<String, Quota> quotas, LambdaEmulator lambda, StepFunctionsEmulator stepFunctions) {
        quotas.forEach((api, quota) -> {
            if (LambdaEmulator.API_NAMES.contains(api)) lambda.quotas().limit(api, quota);
            if (StepFunctionsEmulator.API_NAMES.contains(api))
                stepFunctions.quotas().limit(api, quota);
        });
    }

    @Override
    public void close() {
        lambda.close();
        stepFunctions.close();
    }
}
