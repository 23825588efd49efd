package io.durabledispatch.workflows.reward;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The canonical input the dispatcher starts {@code reward-redemption} with (see contracts/reward.json). */
public record RewardInput(
        @JsonProperty("member_id") String memberId,
        long points,
        @JsonProperty("redemption_id") String redemptionId,
        String reward,
        @JsonProperty("tenant_id") String tenantId) {}
