package io.durabledispatch.construct.nag;

import io.github.cdklabs.cdknag.NagPackSuppression;
import io.github.cdklabs.cdknag.NagSuppressions;
import io.github.cdklabs.cdknag.RegexAppliesTo;
import java.util.List;
import software.constructs.IConstruct;

/**
 * The one way the construct silences a cdk-nag finding: on one construct (and its children), for one rule, with
 * the reason written next to the resource that causes it. {@code appliesTo} narrows IAM findings to the
 * named policy or wildcard.
 */
public final class NagReasons {
    private NagReasons() {}

    public static void suppress(IConstruct construct, String ruleId, String reason, String... appliesTo) {
        NagPackSuppression.Builder suppression =
                NagPackSuppression.builder().id(ruleId).reason(reason);
        if (appliesTo.length > 0) {
            suppression.appliesTo(List.of((Object[]) appliesTo));
        }
        NagSuppressions.addResourceSuppressions(construct, List.of(suppression.build()), true);
    }

    /** A Lambda function's role uses the AWS managed policy that lets it write its own logs, and only that one. */
    public static void basicExecutionRole(IConstruct function) {
        suppress(
                function,
                "AwsSolutions-IAM4",
                "AWSLambdaBasicExecutionRole: the AWS managed policy for writing the function's own logs.",
                "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole");
    }

    /** Like {@link #suppress}, for IAM findings whose resource is a token-built ARN matched by {@code regex}. */
    public static void suppressMatching(IConstruct construct, String ruleId, String reason, String regex) {
        NagPackSuppression suppression = NagPackSuppression.builder()
                .id(ruleId)
                .reason(reason)
                .appliesTo(List.of(RegexAppliesTo.builder().regex(regex).build()))
                .build();
        NagSuppressions.addResourceSuppressions(construct, List.of(suppression), true);
    }
}
