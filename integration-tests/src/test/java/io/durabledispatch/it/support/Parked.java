package io.durabledispatch.it.support;

/** A message on the parking queue, with the reason the dispatcher gave (message attributes). */
public record Parked(String sourceMessageId, String body, String outcome, String reason, String detail) {}
