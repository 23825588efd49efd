package io.durabledispatch.workflows.order;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What a SUCCEEDED order execution returns. */
public record OrderResult(
        @JsonProperty("tenant_id") String tenantId,
        @JsonProperty("order_no") String orderNo,
        String carrier,
        @JsonProperty("tracking_number") String trackingNumber) {}
