package io.durabledispatch.tables.samples;

import java.util.List;
import java.util.Map;

/**
 * {@code reward-redemption}: the function a STANDARD state machine of the same name invokes; it debits a member's
 * points once per redemption, in the points workflow's table.
 */
public final class RewardSample {
    private static final String NAME = "reward-redemption";
    private static final String[] REWARDS = {"coffee-mug", "tote-bag", "gift-card-10", "free-shipping"};
    /** Less than the smallest grant, so a redemption never finds its member short. */
    private static final int REDEEMED_POINTS = 40;

    public static final SampleWorkflow DEFINITION = new SampleWorkflow(
            NAME,
            "io.durabledispatch.workflows.reward.RewardRedemptionFunction::handleRequest",
            List.of(PointsSample.POINTS),
            new TargetKind.StateMachine(NAME),
            new SampleRoute("reward-redeemed", "reward.redeemed", "/tenant_id", List.of("/member_id", "/redemption_id"))
                    .withHttp("reward-requested", "POST", "/redemptions"),
            new SampleEvents(
                    new Share.Spends(PointsSample.DEFINITION.functionName()),
                    RewardSample::redeemed,
                    new SampleEvents.ContentChange("/reward", reward -> "changed-" + reward)));

    private RewardSample() {}

    private static Map<String, Object> redeemed(SampleEvents.Seed seed) {
        int n = seed.n();
        return Fields.of(
                "member_id",
                seed.member(),
                "redemption_id",
                "R-" + (9000 + n),
                "reward",
                REWARDS[n % REWARDS.length],
                "points",
                REDEEMED_POINTS);
    }
}
