package io.durabledispatch.workflows.reward;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The output of a redemption: which points were debited for which reward. */
public record RewardResult(
        @JsonProperty("tenant_id") String tenantId,
        @JsonProperty("member_id") String memberId,
        @JsonProperty("redemption_id") String redemptionId,
        String reward,
        @JsonProperty("points_debited") long pointsDebited) {}
