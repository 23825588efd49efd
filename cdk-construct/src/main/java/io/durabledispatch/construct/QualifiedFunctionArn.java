package io.durabledispatch.construct;

import io.durabledispatch.routes.arn.FunctionArns;

/**
 * An alias ARN split into the parts the dispatcher and IAM need: {@code unqualified} (the route document's
 * {@code function}), the bare name and the alias. Only a full ARN names the account and Region the grant is for.
 */
record QualifiedFunctionArn(String unqualified, String name, String qualifier) {
    static QualifiedFunctionArn parse(String arn) {
        FunctionArns.FunctionName parsed = FunctionArns.parse(arn)
                .filter(name -> arn.startsWith("arn:") && name.qualifier().isPresent())
                .orElseThrow(() -> new IllegalArgumentException("durableFunctionAlias: '" + arn
                        + "' is not an alias ARN like arn:aws:lambda:<region>:<account>:function:<name>:<alias>"));
        String qualifier = parsed.qualifier().orElseThrow();
        return new QualifiedFunctionArn(
                arn.substring(0, arn.length() - qualifier.length() - 1), parsed.name(), qualifier);
    }
}
