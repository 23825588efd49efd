package io.durabledispatch.workflows.points;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A ledger line crediting a member for one business activity; unique per (tenant, member, activity). */
public record PointsGrant(
        @JsonProperty("tenant_id") String tenantId,
        @JsonProperty("member_id") String memberId,
        @JsonProperty("activity_id") String activityId,
        long points) {}
