package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.sqs.QueueSettings;
import io.durabledispatch.emulators.sqs.QueueUrls;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/** The local stack's queue, mapping and account rules (written down in docs/local/fidelity.md). */
class LocalStackRulesTest {
    private static final Pattern ACCOUNT = Pattern.compile(".*:(\\d{12}):.*");
    private static final String POINTS_INPUT =
            "{\"activity_id\":\"a-1\",\"member_id\":\"M-1\",\"points\":1,\"tenant_id\":\"acme\"}";
    private static BuiltInStack system;

    /** One stack with the defaults for the tests that read it; neither changes what the other reads. */
    @BeforeAll
    static void start() {
        system = BuiltInStack.start(LocalSettings.defaults(), QuietLog.LOGGER);
    }

    @AfterAll
    static void stop() {
        if (system != null) system.close();
    }

    /** Infra's default, as synthesized: six dispatcher timeouts (30 s) plus the batching window (1 s). */
    @Test
    void theMainQueuesVisibilityTimeout_isTheTemplates() {
        try (var sqs = system.clients().sqs()) {
            assertThat(sqs.getQueueAttributes(b -> b.queueUrl(system.queues().main())
                                    .attributeNames(QueueAttributeName.VISIBILITY_TIMEOUT))
                            .attributes())
                    .containsEntry(QueueAttributeName.VISIBILITY_TIMEOUT, "181");
        }
        assertThat(QueueSettings.visibilityFor(Duration.ofSeconds(45), Duration.ofMillis(4_200)))
                .isEqualTo(Duration.ofSeconds(275));
    }

    /** Lambda Developer Guide, "Creating and configuring an Amazon SQS event source mapping". */
    @Test
    void aDispatcherTimeoutAboveTheQueuesVisibility_refusesToStart() {
        LocalSettings settings = LocalSettings.defaults()
                .withTuning(Tuning.NONE.withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(10)));

        assertThatThrownBy(() -> BuiltInStack.start(settings, QuietLog.LOGGER).close())
                .hasMessageContaining("Queue visibility timeout: 10 seconds is less than Function timeout: 30 seconds");
    }

    @Test
    void everyServiceUsesOneAccount() {
        String durableArn;
        try (var lambda = system.clients().lambda()) {
            durableArn = lambda.invoke(b -> b.functionName("points-workflow")
                            .qualifier("live")
                            .invocationType(InvocationType.EVENT)
                            .durableExecutionName("account-check")
                            .payload(SdkBytes.fromUtf8String(POINTS_INPUT)))
                    .durableExecutionArn();
        }
        String stateMachineArn;
        try (var sfn = system.clients().stepFunctions()) {
            // The default route document's ARN (account 000000000000) resolves in the Step Functions emulator.
            stateMachineArn = sfn.describeStateMachine(b -> b.stateMachineArn(
                            "arn:aws:states:us-east-1:" + LocalAccount.ID + ":stateMachine:" + "reward-redemption"))
                    .stateMachineArn();
        }
        String queueArn =
                QueueUrls.arnOf(system.queues().main(), system.settings().region());

        assertThat(account(durableArn)).isEqualTo(LocalAccount.ID);
        assertThat(account(stateMachineArn)).isEqualTo(LocalAccount.ID);
        assertThat(account(queueArn)).isEqualTo(LocalAccount.ID);
        assertThat(system.queues().main()).contains("/" + LocalAccount.ID + "/");
    }

    private static String account(String arn) {
        var matcher = ACCOUNT.matcher(arn);
        assertThat(matcher.matches()).as(arn).isTrue();
        return matcher.group(1);
    }
}
