package io.durabledispatch.workflows.order;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The carrier's callback payload, e.g. {"carrier":"UPS","tracking_number":"1Z999"}. */
public record ShipmentConfirmation(
        String carrier, @JsonProperty("tracking_number") String trackingNumber) {}
