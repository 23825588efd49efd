package io.durabledispatch.infra;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DurableDispatchProps;
import io.durabledispatch.infra.config.DispatcherSettings;
import io.durabledispatch.infra.config.InfraSettings;
import io.durabledispatch.infra.config.QueueSettings;
import java.util.List;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;

/** The construct's props from the app's CDK context (docs/guide/deploy.md, "Settings": context key → prop or override prop). */
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
                .dispatcherFunctionProps(FunctionOptions.builder()
                        .timeout(seconds(dispatcher.timeout()))
                        .memorySize(dispatcher.memoryMb())
                        .build())
                .eventSourceProps(SqsEventSourceProps.builder()
                        .batchSize(dispatcher.batchSize())
                        .maxBatchingWindow(seconds(dispatcher.batchingWindow()))
                        .maxConcurrency(dispatcher.maxConcurrency())
                        .build());
        dispatcher.startConcurrency().ifPresent(props::startConcurrency);
        settings.assets().dispatcherJar().ifPresent(jar -> props.dispatcherCode(Code.fromAsset(jar.toString())));
        return props.build();
    }

    private static Duration days(java.time.Duration duration) {
        return Duration.days(duration.toDays());
    }

    private static Duration seconds(java.time.Duration duration) {
        return Duration.seconds(duration.toSeconds());
    }
}
