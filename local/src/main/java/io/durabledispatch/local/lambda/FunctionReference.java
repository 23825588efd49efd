package io.durabledispatch.local.lambda;

import java.util.Optional;

/**
 * A {@code FunctionName} as Lambda accepts it — a name, a partial ARN ({@code account:function:name}) or a
 * full ARN, each optionally qualified with {@code :version-or-alias} — combined with a {@code Qualifier}.
 */
record FunctionReference(String name, Optional<String> qualifier) {

    static FunctionReference parse(String functionName, Optional<String> qualifierParameter) {
        String[] parts = functionName.split(":");
        int nameIndex = nameIndex(parts, functionName);
        Optional<String> inName = parts.length > nameIndex + 1 ? Optional.of(parts[nameIndex + 1]) : Optional.empty();
        if (inName.isPresent() && qualifierParameter.isPresent() && !inName.equals(qualifierParameter)) {
            throw LambdaErrors.invalidParameter(
                    "The derived qualifier from the function name does not match the" + " specified qualifier.");
        }
        return new FunctionReference(parts[nameIndex], inName.or(() -> qualifierParameter.filter(q -> !q.isEmpty())));
    }

    private static int nameIndex(String[] parts, String functionName) {
        if (parts[0].equals("arn") && parts.length >= 7 && parts[5].equals("function")) {
            return 6;
        }
        if (parts.length >= 3 && parts[1].equals("function")) {
            return 2;
        }
        if (parts.length <= 2 && !parts[0].isEmpty()) {
            return 0;
        }
        throw LambdaErrors.invalidParameter("Invalid function name: " + functionName);
    }
}
