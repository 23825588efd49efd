package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.events.EventBridgeEmulator;
import io.durabledispatch.emulators.events.EventRule;
import io.durabledispatch.emulators.events.SqsEventTargets;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.localstack.template.EventRuleSpec;
import io.durabledispatch.localstack.template.LocalEvents;
import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The template's EventBridge buses and rules on one local bus, delivering to the stack's queues. Not started when
 * the template has none. A disabled rule is left out: it would match nothing on AWS either.
 */
final class AppEvents implements AutoCloseable {
    private final Optional<EventBridgeEmulator> bus;

    private AppEvents(Optional<EventBridgeEmulator> bus) {
        this.bus = bus;
    }

    static AppEvents none() {
        return new AppEvents(Optional.empty());
    }

    static AppEvents start(LocalEvents events, EmulatorSettings settings, SqsClient sqs, URI sqsEndpoint) {
        if (events.isEmpty()) return none();
        EventBridgeEmulator emulator = new EventBridgeEmulator(settings, new SqsEventTargets(sqs, sqsEndpoint));
        try {
            events.buses().forEach(emulator::createEventBus);
            for (EventRuleSpec rule : events.rules()) {
                if (!rule.enabled()) continue;
                emulator.addRule(new EventRule(rule.name(), rule.bus(), rule.eventPattern(), rule.queueArns()));
            }
            return new AppEvents(Optional.of(emulator.start()));
        } catch (RuntimeException e) {
            emulator.close();
            throw e;
        }
    }

    Optional<EventBridgeEmulator> bus() {
        return bus;
    }

    @Override
    public void close() {
        bus.ifPresent(EventBridgeEmulator::close);
    }
}
