package io.durabledispatch.workflows.order;

/** A message to a customer; {@code notificationId} makes a re-sent message a no-op. */
public record Notification(String notificationId, String customerId, String email, String message) {}
