package io.durabledispatch.routes.arn;

import java.util.Optional;

/**
 * Lambda's {@code FunctionName} forms: a name ({@code order-workflow}), a partial ARN
 * ({@code 123456789012:function:order-workflow}) or a full ARN
 * ({@code arn:aws:lambda:us-east-1:123456789012:function:order-workflow}), each optionally followed by
 * {@code :<version-or-alias>} (AWS docs, Lambda API reference, "Invoke", parameter FunctionName).
 */
public final class FunctionArns {
    private FunctionArns() {}

    /** A parsed {@code FunctionName}: the bare name and the qualifier written into it, if any. */
    public record FunctionName(String name, Optional<String> qualifier) {}

    /** Splits a {@code FunctionName} into name and qualifier; empty when it has none of the three forms. */
    public static Optional<FunctionName> parse(String functionName) {
        String[] parts = functionName.split(":", -1);
        int nameIndex = nameIndex(parts);
        if (nameIndex < 0 || parts.length > nameIndex + 2 || parts[nameIndex].isEmpty()) return Optional.empty();
        Optional<String> qualifier =
                parts.length == nameIndex + 2 ? Optional.of(parts[nameIndex + 1]) : Optional.empty();
        if (qualifier.filter(String::isEmpty).isPresent()) return Optional.empty();
        return Optional.of(new FunctionName(parts[nameIndex], qualifier));
    }

    /** The bare function name of a name or ARN; text that is neither stays as it is. */
    public static String name(String functionNameOrArn) {
        return parse(functionNameOrArn).map(FunctionName::name).orElse(functionNameOrArn);
    }

    /** The full ARN of a function version or alias, e.g. for an IAM grant on exactly what a route invokes. */
    public static String qualifiedArn(String partition, String region, String account, String name, String qualifier) {
        return "arn:" + partition + ":lambda:" + region + ":" + account + ":function:" + name + ":" + qualifier;
    }

    private static int nameIndex(String[] parts) {
        if (parts[0].equals("arn")) return parts.length >= 7 && parts[5].equals("function") ? 6 : -1;
        if (parts.length >= 3 && parts[1].equals("function")) return 2;
        return parts.length <= 2 ? 0 : -1;
    }
}
