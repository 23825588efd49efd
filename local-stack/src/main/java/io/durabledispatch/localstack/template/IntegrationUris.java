package io.durabledispatch.localstack.template;

import io.durabledispatch.routes.arn.FunctionArns;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The function of a Lambda proxy integration's {@code IntegrationUri}: a function or alias ARN (what the CDK's
 * {@code HttpLambdaIntegration} writes, through {@code Fn::GetAtt} or an alias {@code Ref}), or the API Gateway
 * invocation URI that wraps one ({@code arn:aws:apigateway:<region>:lambda:path/2015-03-31/functions/<arn>/invocations},
 * often built with {@code Fn::Join}).
 */
final class IntegrationUris {
    private static final Pattern INVOCATION_URI =
            Pattern.compile("^arn:[^:]+:apigateway:[^:]*:lambda:path/[^/]+" + "/functions/(.+)/invocations$");

    private IntegrationUris() {}

    static FunctionArns.FunctionName function(Resolver resolver, String uri) {
        Matcher wrapped = INVOCATION_URI.matcher(uri);
        String arn = wrapped.matches() ? wrapped.group(1) : uri;
        if (!arn.startsWith("arn:") || !arn.contains(":lambda:")) {
            throw resolver.error("IntegrationUri '" + uri + "' is not a Lambda function ARN");
        }
        return FunctionArns.parse(arn)
                .orElseThrow(() -> resolver.error("IntegrationUri '" + uri + "' is not a Lambda function ARN"));
    }
}
