package io.durabledispatch.benchmarks.calls;

import io.durabledispatch.benchmarks.DispatcherEnvironment;
import io.durabledispatch.benchmarks.endpoint.CompletingFunction;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.emulators.sqs.EmbeddedSqs;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.stepfunctions.StepFunctionsEmulator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The three services the dispatcher calls (Lambda and Step Functions emulators, ElasticMQ), each behind a
 * {@link CountingProxy}. The reward state machine holds its executions RUNNING until {@link #finishRuns()}.
 */
final class LocalServices implements AutoCloseable {
    // The default route document names this account's reward-redemption state machine.
    private static final String ROUTE_ACCOUNT = "000000000000";

    final LambdaEmulator lambda;
    final StepFunctionsEmulator stepFunctions;
    final EmbeddedSqs sqs;
    final CountingProxy lambdaProxy;
    final CountingProxy sfnProxy;
    final CountingProxy sqsProxy;
    private final CountDownLatch runsMayFinish = new CountDownLatch(1);

    LocalServices() {
        EmulatorSettings settings = EmulatorSettings.defaults();
        lambda = new LambdaEmulator(settings);
        for (String function : List.of("order-workflow", "points-workflow", "catalog-workflow"))
            lambda.registerFunction(function, "live", new CompletingFunction());
        lambda.start();
        stepFunctions = new StepFunctionsEmulator(
                new EmulatorSettings(0, settings.region(), ROUTE_ACCOUNT, settings.clock(), Optional.empty(), 42));
        stepFunctions.registerStateMachine("reward-redemption", input -> {
            runsMayFinish.await(2, TimeUnit.MINUTES);
            return "{}";
        });
        stepFunctions.start();
        sqs = EmbeddedSqs.start(QueueSettings.defaults(), settings.region(), 0, Optional.empty());
        lambdaProxy = new CountingProxy(lambda.endpoint());
        sfnProxy = new CountingProxy(stepFunctions.endpoint());
        sqsProxy = new CountingProxy(sqs.endpoint());
    }

    Map<String, String> dispatcherEnvironment() {
        return DispatcherEnvironment.of(
                lambdaProxy.endpoint(),
                sfnProxy.endpoint(),
                sqsProxy.endpoint(),
                sqs.queues().parking(),
                16);
    }

    /** Lets every reward execution, held RUNNING so far, succeed. */
    void finishRuns() {
        runsMayFinish.countDown();
    }

    void resetCounts() {
        List.of(lambdaProxy, sfnProxy, sqsProxy).forEach(CountingProxy::reset);
    }

    /** Requests per operation across the three services since the last reset. */
    Map<String, Long> counts() {
        Map<String, Long> all = new java.util.TreeMap<>(lambdaProxy.counts());
        all.putAll(sfnProxy.counts());
        all.putAll(sqsProxy.counts());
        return all;
    }

    @Override
    public void close() {
        finishRuns();
        List.of(lambdaProxy, sfnProxy, sqsProxy).forEach(CountingProxy::close);
        sqs.close();
        stepFunctions.close();
        lambda.close();
    }
}
