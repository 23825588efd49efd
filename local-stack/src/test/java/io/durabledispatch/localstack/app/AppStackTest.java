package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.sfn.model.ExecutionStatus;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

class AppStackTest {

    @TempDir
    Path folder;

    @Test
    void theTemplatesFunctionConsumesItsQueueAndWhatItFailsEndsInTheDeadLetterQueue() {
        LocalAccount account = account();
        AppPlan plan =
                AppPlan.of(TemplateReader.read(AppFixtures.consumerTemplate(folder), account), List.of(), List.of());
        try (AppStack stack = AppStack.start(
                        plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QuietLog.LOGGER);
                SqsClient sqs = stack.clients().sqs()) {
            String inbox = stack.queueUrl("consumer-inbox");
            for (String body : List.of("ok-1", "poison", "ok-2"))
                sqs.sendMessage(b -> b.queueUrl(inbox).messageBody(body));

            // The inbox's visibility timeout and the function's timeout (5 s each) outlast a slow delivery on a
            // loaded machine: an ok record delivered again before it was deleted would use up its two receives too.
            // The poison needs two of them and then a third receive, so it takes at least 10 s to be dead-lettered.
            List<Message> dead = Poll.until(
                    () -> sqs.receiveMessage(b ->
                                    b.queueUrl(stack.queueUrl("consumer-dlq")).maxNumberOfMessages(10))
                            .messages(),
                    messages -> !messages.isEmpty(),
                    Duration.ofMinutes(2));
            assertThat(dead).extracting(Message::body).containsExactly("poison");
            // A record delivered again on a loaded machine drains through its receives too: as long a wait.
            Poll.until(() -> inFlightOrWaiting(sqs, inbox), count -> count == 0, Duration.ofMinutes(2));
        }
    }

    @Test
    void aStateMachineWhoseDefinitionCannotRunFailsItsExecutionsSayingSo() {
        LocalAccount account = account();
        AppPlan plan =
                AppPlan.of(TemplateReader.read(AppFixtures.consumerTemplate(folder), account), List.of(), List.of());
        try (AppStack stack = AppStack.start(
                        plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QuietLog.LOGGER);
                var sfn = stack.clients().stepFunctions()) {
            assertThat(stack.stateMachineNotes()).singleElement().asString().contains("--state-machine audit=");
            String arn = sfn.startExecution(b ->
                            b.stateMachineArn(account.stateMachineArn("audit")).input("{}"))
                    .executionArn();
            var described = Poll.until(
                    () -> sfn.describeExecution(b -> b.executionArn(arn)), d -> d.status() != ExecutionStatus.RUNNING);
            assertThat(described.status()).isEqualTo(ExecutionStatus.FAILED);
            assertThat(described.error()).endsWith("DefinitionNotRunnable");
            assertThat(described.cause())
                    .contains("cannot run the definition of state machine audit")
                    .contains("arn:aws:states:::dynamodb:putItem");
        }
    }

    private static LocalAccount account() {
        int sqsPort = DeclaredQueues.choosePort(0);
        return new LocalAccount(LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + sqsPort);
    }

    private static int inFlightOrWaiting(SqsClient sqs, String queueUrl) {
        var attributes = sqs.getQueueAttributes(b -> b.queueUrl(queueUrl)
                        .attributeNames(
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES,
                                QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_NOT_VISIBLE))
                .attributes();
        return Integer.parseInt(attributes.get(QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES))
                + Integer.parseInt(attributes.get(QueueAttributeName.APPROXIMATE_NUMBER_OF_MESSAGES_NOT_VISIBLE));
    }
}
