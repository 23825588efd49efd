package io.durabledispatch.dispatcher.core;

import java.time.Duration;

/** Show this delivery again only after {@code delay} (a ChangeMessageVisibility, in SQS terms). */
public record Postponement(String messageId, Delivery delivery, Duration delay) {}
