package io.durabledispatch.construct;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.services.events.IEventBus;
import software.amazon.awscdk.services.sns.ITopic;

/**
 * What a {@link DurableDispatchEvents} deploys: {@code dispatch}, {@code eventBus} and {@code routes} are required;
 * at least one route must say {@code eventBridge}.
 */
public final class DurableDispatchEventsProps {
    private final Builder values;

    private DurableDispatchEventsProps(Builder values) {
        this.values = values.copy();
    }

    public static Builder builder() {
        return new Builder();
    }

    public DurableDispatch dispatch() {
        return values.dispatch;
    }

    public IEventBus eventBus() {
        return values.eventBus;
    }

    public List<DispatchRoute> routes() {
        return List.copyOf(values.routes);
    }

    public Optional<String> name() {
        return Optional.ofNullable(values.name);
    }

    public Optional<ITopic> alarmTopic() {
        return Optional.ofNullable(values.alarmTopic);
    }

    public static final class Builder {
        private DurableDispatch dispatch;
        private IEventBus eventBus;
        private final List<DispatchRoute> routes = new ArrayList<>();
        private String name;
        private ITopic alarmTopic;

        private Builder() {}

        /** The dispatcher whose queue the rules deliver to. */
        public Builder dispatch(DurableDispatch dispatch) {
            this.dispatch = dispatch;
            return this;
        }

        /** The bus producers publish on (the account's default bus: {@code EventBus.fromEventBusName(.., "default")}). */
        public Builder eventBus(IEventBus eventBus) {
            this.eventBus = eventBus;
            return this;
        }

        /** The same route list as {@code DurableDispatch}'s; each {@code eventBridge} route gets a rule. */
        public Builder routes(List<DispatchRoute> routes) {
            this.routes.clear();
            this.routes.addAll(routes);
            return this;
        }

        /** Prefix of the alarm names; default: the stack name and the construct id. */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /** Where the alarms notify, if anywhere. */
        public Builder alarmTopic(ITopic alarmTopic) {
            this.alarmTopic = alarmTopic;
            return this;
        }

        public DurableDispatchEventsProps build() {
            Checks.require(dispatch != null, "DurableDispatchEvents: dispatch is required");
            Checks.require(eventBus != null, "DurableDispatchEvents: eventBus is required");
            return new DurableDispatchEventsProps(this);
        }

        private Builder copy() {
            Builder copy = new Builder();
            copy.dispatch = dispatch;
            copy.eventBus = eventBus;
            copy.routes.addAll(routes);
            copy.name = name;
            copy.alarmTopic = alarmTopic;
            return copy;
        }
    }
}
