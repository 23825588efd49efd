package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.durabledispatch.core.plan.Plan;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.lambda.LambdaEmulator;
import io.durabledispatch.it.backend.Backends;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.workflows.InMemorySideEffects;
import io.durabledispatch.workflows.WorkflowCatalog;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.InvocationType;

/**
 * Scenario 9: an execution name is remembered only while the execution runs plus its retention. The Lambda
 * emulator runs the real points workflow on a manual clock with one hour of retention; the test sends exactly
 * what the dispatcher sends for an event (its planned name and canonical input) through the real LambdaClient.
 * A redelivery inside the window collapses; the same redelivery after it starts the workflow again. So the
 * retention must outlast every way a message can come back: SQS retention, DLQ redrive, producer resends.
 */
class RetentionTest {
    private static final Duration RETENTION = Duration.ofHours(1);

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-30T09:00:00Z"));
    private LambdaEmulator emulator;
    private LambdaClient lambda;

    @BeforeEach
    void start() {
        assumeTrue(Backends.selected().equals("embedded"), "needs the Lambda emulator's controllable clock");
        emulator = new LambdaEmulator(EmulatorSettings.defaults().withClock(clock), RETENTION);
        var catalog = new WorkflowCatalog(
                emulator.runtime(), InMemorySideEffects.create().ports());
        catalog.durableFunctions().forEach((name, handler) -> emulator.registerFunction(name, "live", handler));
        emulator.start();
        lambda = AwsClients.local(emulator.endpoint(), LocalSettings.REGION).lambda();
    }

    @AfterEach
    void stop() {
        if (lambda != null) lambda.close();
        if (emulator != null) emulator.close();
    }

    @Test
    void nameStartsANewExecution_onceRetentionHasExpired_butCollapsesWithinIt() {
        String event = new EventFactory(91L).points("acme", "M-9", "signup", 10).body();
        Plan plan = new Planner(RouteDocuments.load(LocalSettings.DEFAULT_ROUTES))
                .plan(event)
                .fold(planned -> planned, rejection -> fail("expected a plan, was " + rejection));

        String first = startAndAwait(plan);
        clock.advance(RETENTION.minusMinutes(1));
        String withinWindow = startAndAwait(plan);
        clock.advance(Duration.ofMinutes(2));
        String afterWindow = startAndAwait(plan);

        assertThat(withinWindow).as("a redelivery inside the window").isEqualTo(first);
        assertThat(afterWindow).as("the same redelivery after the window").isNotEqualTo(first);
        assertThat(afterWindow).contains("/durable-execution/" + plan.executionName() + "/");
        System.out.printf(
                "LEDGER %-10s sent=3 executions=2 collapsed=1 parked=0 dlq=0 retention=%s%n", "retention", RETENTION);
    }

    private String startAndAwait(Plan plan) {
        String arn = lambda.invoke(b -> b.functionName("points-workflow")
                        .qualifier("live")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName(plan.executionName())
                        .payload(SdkBytes.fromUtf8String(plan.canonicalInput())))
                .durableExecutionArn();
        Await.until(
                "execution " + arn + " to succeed",
                Duration.ofSeconds(30),
                () -> status(arn).equals("SUCCEEDED"));
        return arn;
    }

    private String status(String arn) {
        GetDurableExecutionResponse execution = lambda.getDurableExecution(b -> b.durableExecutionArn(arn));
        return execution.statusAsString();
    }
}
