package io.durabledispatch.localstack.builtin;

import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.quota.Quota;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** {@code --quota}: each quota goes to the emulator that serves its API. */
final class EngineQuotas {
    private EngineQuotas() {}

    /** A quota on an API neither emulator serves would silently do nothing: a mistake worth naming. */
    static void requireServedApis(Map<String, Quota> quotas) {
        Set<String> known = new TreeSet<>(LambdaEmulator.API_NAMES);
        known.addAll(StepFunctionsEmulator.API_NAMES);
        for (String api : quotas.keySet()) {
            if (!known.contains(api)) {
                throw new IllegalArgumentException("no emulator serves API '" + api + "' (quota); known: " + known);
            }
        }
    }

    static void apply(Map<String, Quota> quotas, LambdaEmulator lambda, StepFunctionsEmulator stepFunctions) {
        quotas.forEach((api, quota) -> {
            if (LambdaEmulator.API_NAMES.contains(api)) lambda.quotas().limit(api, quota);
            if (StepFunctionsEmulator.API_NAMES.contains(api))
                stepFunctions.quotas().limit(api, quota);
        });
    }
}
