package io.durabledispatch.infra.config;

import java.util.function.Function;

/** Everything the app can be told through CDK context, read and validated once at synth. */
public record InfraSettings(
        AssetSettings assets, QueueSettings queues, DispatcherSettings dispatcher, WorkflowSettings workflows) {

    /** @param lookup a context lookup, normally {@code app.getNode()::tryGetContext} */
    public static InfraSettings fromContext(Function<String, Object> lookup) {
        ContextReader context = new ContextReader(lookup);
        QueueSettings queues = QueueSettings.fromContext(context);
        return new InfraSettings(
                AssetSettings.fromContext(context),
                queues,
                DispatcherSettings.fromContext(context, queues.fifo()),
                WorkflowSettings.fromContext(context));
    }
}
