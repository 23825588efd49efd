package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.sns.Topic;
import software.amazon.awscdk.services.sqs.DeadLetterQueue;
import software.amazon.awscdk.services.sqs.Queue;

/** The team's own queue instead of a created one, and an alarm topic. */
class ExistingQueueTest {
    @TempDir
    Path assets;

    @Test
    void ownQueue_isConsumed_notCreated_andEveryAlarmNotifiesTheTopic() {
        Stack stack = new Stack(new App(), "TeamStack");
        Queue dlq = Queue.Builder.create(stack, "OrdersDlq").build();
        Queue orders = Queue.Builder.create(stack, "Orders")
                .visibilityTimeout(Duration.seconds(200))
                .deadLetterQueue(
                        DeadLetterQueue.builder().queue(dlq).maxReceiveCount(5).build())
                .build();
        Topic pager = Topic.Builder.create(stack, "Pager").build();

        new DurableDispatch(
                stack,
                "Dispatch",
                props(orders).deadLetterQueue(dlq).alarmTopic(pager).build());
        TemplateJson template = TemplateJson.of(Template.fromStack(stack));

        assertThat(template.resources("AWS::SQS::Queue").keySet())
                .hasSize(3)
                .anyMatch(id -> id.startsWith("DispatchQueuesParkingQueue"))
                .noneMatch(id -> id.startsWith("DispatchQueuesMainQueue"));
        JsonNode mapping = template.resources("AWS::Lambda::EventSourceMapping")
                .values()
                .iterator()
                .next();
        assertThat(mapping.path("Properties").path("EventSourceArn").toString()).contains("Orders");
        assertThat(template.resources("AWS::CloudWatch::Alarm").values())
                .hasSize(9)
                .allSatisfy(alarm -> assertThat(
                                alarm.path("Properties").path("AlarmActions").toString())
                        .contains("Pager"));
    }

    @Test
    void ownQueue_withAShortVisibilityTimeout_isRefused() {
        Stack stack = new Stack(new App(), "TeamStack");
        Queue orders = Queue.Builder.create(stack, "Orders").build(); // SQS's default: 30 seconds

        assertThatThrownBy(() ->
                        new DurableDispatch(stack, "Dispatch", props(orders).build()))
                .hasMessageContaining("queue TeamStack/Orders: visibility timeout 30 s is shorter than "
                        + "6 × dispatcherFunctionProps.timeout + eventSourceProps.maxBatchingWindow = 181 s");
    }

    private DurableDispatchProps.Builder props(Queue queue) {
        return DurableDispatchProps.builder()
                .queue(queue)
                .routes(List.of(DispatchRoute.builder()
                        .name("invoice-issued")
                        .operation("invoice")
                        .match("/type", "invoice.issued")
                        .tenant("/tenant_id")
                        .key("/invoice_no")
                        .target(DispatchTarget.durableFunctionAlias(TeamApp.INVOICE_ALIAS_ARN, Duration.days(60))
                                .withStartQuota(TeamApp.GENEROUS_QUOTA))
                        .build()))
                .dispatcherCode(TeamApp.placeholderCode(assets));
    }
}
