package io.durabledispatch.emulators.lambda;

import io.durabledispatch.routes.arn.FunctionArns;
import java.util.Optional;

/**
 * A {@code FunctionName} as Lambda accepts it — a name, a partial ARN ({@code account:function:name}) or a
 * full ARN, each optionally qualified with {@code :version-or-alias} — combined with a {@code Qualifier}.
 */
record FunctionReference(String name, Optional<String> qualifier) {

    static FunctionReference parse(String functionName, Optional<String> qualifierParameter) {
        FunctionArns.FunctionName parsed = FunctionArns.parse(functionName)
                .orElseThrow(() -> LambdaErrors.invalidParameter("Invalid function name: " + functionName));
        Optional<String> inName = parsed.qualifier();
        if (inName.isPresent() && qualifierParameter.isPresent() && !inName.equals(qualifierParameter)) {
            throw LambdaErrors.invalidParameter(
                    "The derived qualifier from the function name does not match the" + " specified qualifier.");
        }
        return new FunctionReference(parsed.name(), inName.or(() -> qualifierParameter.filter(q -> !q.isEmpty())));
    }
}
