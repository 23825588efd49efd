package io.durabledispatch.workflows.points;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A ledger line debiting a member for one redemption; unique per (tenant, member, redemption): a redemption is applied to one
 * member's account. */
public record PointsDebit(
        @JsonProperty("tenant_id") String tenantId,
        @JsonProperty("member_id") String memberId,
        @JsonProperty("redemption_id") String redemptionId,
        long points) {}
