package io.durabledispatch.infra.workflows;

import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.stepfunctions.Chain;
import software.amazon.awscdk.services.stepfunctions.Succeed;
import software.amazon.awscdk.services.stepfunctions.tasks.LambdaInvoke;
import software.constructs.Construct;

/**
 * The reward-redemption states. Input: the dispatcher's canonical input
 * ({@code tenant_id, member_id, redemption_id, reward, points}). One task hands it to the redemption function and
 * returns its answer; the function debits once per redemption id, so a retried task (Lambda's transient service
 * errors are retried) debits once. An insufficient balance is the function's error
 * {@code io.durabledispatch.workflows.points.InsufficientPointsException}, which fails the execution under that
 * name: no catch, as the local stand-in fails with the same error.
 */
final class RedemptionDefinition {
    static final String REDEEM_STATE = "RedeemPoints";

    private RedemptionDefinition() {}

    static Chain build(Construct scope, IFunction function) {
        LambdaInvoke redeem = LambdaInvoke.Builder.create(scope, REDEEM_STATE)
                .lambdaFunction(function)
                .payloadResponseOnly(true)
                .build();
        return Chain.start(redeem).next(new Succeed(scope, "Redeemed"));
    }
}
