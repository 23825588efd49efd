package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.emulators.http.EmulatorSettings;
import io.durabledispatch.emulators.testing.AwsClients;
import io.durabledispatch.emulators.testing.Poll;
import java.time.Duration;
import java.time.Instant;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.ExecutionStatus;
import software.amazon.awssdk.services.lambda.model.GetDurableExecutionResponse;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;

/** A started emulator on a manual clock hosting the test workflows, and a real LambdaClient pointed at it. */
final class LambdaFixture implements AutoCloseable {
    static final String ECHO = "echo-workflow";
    static final String APPROVAL = "approval-workflow";
    static final String ALIAS = "live";
    static final Duration RETENTION = Duration.ofDays(1);

    final ManualClock clock = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
    final LambdaEmulator emulator;
    final ApprovalWorkflow approval;
    final LambdaClient lambda;

    LambdaFixture() {
        this(EmulatorSettings.defaults());
    }

    LambdaFixture(EmulatorSettings settings) {
        emulator = new LambdaEmulator(settings.withClock(clock), RETENTION);
        approval = new ApprovalWorkflow(emulator.runtime());
        emulator.registerFunction(ECHO, ALIAS, new EchoWorkflow(emulator.runtime()));
        emulator.registerFunction(APPROVAL, ALIAS, approval);
        emulator.start();
        lambda = AwsClients.lambda(emulator.endpoint());
    }

    InvokeResponse invoke(String function, String name, String payload) {
        return lambda.invoke(b -> b.functionName(function)
                .qualifier(ALIAS)
                .invocationType(InvocationType.EVENT)
                .durableExecutionName(name)
                .payload(SdkBytes.fromUtf8String(payload)));
    }

    GetDurableExecutionResponse awaitStatus(String executionArn, ExecutionStatus status) {
        return Poll.until(
                () -> lambda.getDurableExecution(b -> b.durableExecutionArn(executionArn)),
                execution -> execution.status() == status);
    }

    @Override
    public void close() {
        lambda.close();
        emulator.close();
    }
}
