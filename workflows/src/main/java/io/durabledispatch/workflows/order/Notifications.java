package io.durabledispatch.workflows.order;

/** Customer messages. Port: {@link InMemoryNotifications} here, an e-mail service in production. */
public interface Notifications {
    /** Sends once per {@code notificationId}. */
    Notification send(Notification notification);
}
