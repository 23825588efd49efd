package io.durabledispatch.infra;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DurableDispatchProps;
import io.durabledispatch.infra.config.DispatcherSettings;
import io.durabledispatch.infra.config.InfraSettings;
import io.durabledispatch.infra.config.QueueSettings;
import java.util.List;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Code;

/** The construct's props from the app's CDK context (README, "Deploy": context key → prop). */
final class DispatchProps {
    private DispatchProps() {}

    static DurableDispatchProps from(InfraSettings settings, List<DispatchRoute> routes, String name) {
        QueueSettings queues = settings.queues();
        DispatcherSettings dispatcher = settings.dispatcher();
        DurableDispatchProps.Builder props = DurableDispatchProps.builder()
                .name(name)
                .routes(routes)
                .fifo(queues.fifo())
                .queueRetention(days(queues.retention()))
                .deadLetterRetention(days(queues.deadLetterRetention()))
                .maxReceiveCount(queues.maxReceiveCount())
                .lateResend(days(queues.lateResend()))
                .dispatcherTimeout(Duration.seconds(dispatcher.timeout().toSeconds()))
                .dispatcherMemorySize(dispatcher.memoryMb())
                .batchSize(dispatcher.batchSize())
                .maxBatchingWindow(Duration.seconds(dispatcher.batchingWindow().toSeconds()))
                .maxConcurrency(dispatcher.maxConcurrency())
                .startConcurrency(dispatcher.startConcurrency());
        settings.assets().dispatcherJar().ifPresent(jar -> props.dispatcherCode(Code.fromAsset(jar.toString())));
        return props.build();
    }

    private static Duration days(java.time.Duration duration) {
        return Duration.days(duration.toDays());
    }
}
