package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;

/** Thread-safe {@link Notifications} with a unique notification id. */
public final class InMemoryNotifications implements Notifications {
    private final UniqueKeyStore<String, Notification> sent = new UniqueKeyStore<>("notifications");

    @Override
    public Notification send(Notification notification) {
        return sent.insert(notification.notificationId(), notification);
    }

    public List<Notification> sent() {
        return sent.rows();
    }
}
