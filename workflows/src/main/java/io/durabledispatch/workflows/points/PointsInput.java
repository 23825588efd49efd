package io.durabledispatch.workflows.points;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The canonical input the dispatcher starts {@code points-workflow} with (see contracts/points.json). */
public record PointsInput(
        @JsonProperty("activity_id") String activityId,
        @JsonProperty("member_id") String memberId,
        long points,
        @JsonProperty("tenant_id") String tenantId) {}
