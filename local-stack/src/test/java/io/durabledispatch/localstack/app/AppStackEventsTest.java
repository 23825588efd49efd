package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.TemplateReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.eventbridge.EventBridgeClient;
import software.amazon.awssdk.services.eventbridge.model.PutEventsRequestEntry;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.Message;

/** The template's EventBridge rules on the local bus: a matching event reaches the rule's queue, others do not. */
class AppStackEventsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @Test
    void readsTheBusesAndRules_andNotesWhatDoesNotRunLocally() {
        LocalTopology topology = TemplateReader.read(AppFixtures.eventsTemplate(folder), account());

        assertThat(topology.events().buses()).containsExactly("shop");
        assertThat(topology.events().rules())
                .extracting(rule -> rule.name() + " " + rule.bus() + " " + rule.enabled() + " " + rule.queueArns())
                .containsExactlyInAnyOrder(
                        "OrderRule shop true [arn:aws:sqs:us-east-1:000000000000:order-events]",
                        "Paused shop false [arn:aws:sqs:us-east-1:000000000000:order-events]",
                        "ToTopic default true []");
        assertThat(topology.notProvided())
                .anySatisfy(note -> assertThat(note).contains("Nightly", "no schedules"))
                .anySatisfy(note -> assertThat(note).contains("ToTopic", "target Audit is not an SQS queue"));
    }

    @Test
    void aMatchingEventReachesTheRulesQueue_inItsEnvelope_andOthersDoNot() throws Exception {
        LocalAccount account = account();
        AppPlan plan =
                AppPlan.of(TemplateReader.read(AppFixtures.eventsTemplate(folder), account), List.of(), List.of());
        try (AppStack stack = AppStack.start(
                        plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QuietLog.LOGGER);
                SqsClient sqs = stack.clients().sqs();
                EventBridgeClient events = client(stack, account)) {
            var answer = events.putEvents(request -> request.entries(
                    entry("shop.orders", "OrderShipped", "{\"order_no\":\"A-0\"}"),
                    entry("shop.orders", "OrderPlaced", "{\"order_no\":\"A-1\"}"),
                    entry("shop.billing", "OrderPlaced", "{\"order_no\":\"A-2\"}")));

            assertThat(answer.failedEntryCount()).isZero();
            List<Message> received = sqs.receiveMessage(request -> request.queueUrl(stack.queueUrl("order-events"))
                            .maxNumberOfMessages(10)
                            .waitTimeSeconds(1))
                    .messages();
            assertThat(received).hasSize(1);
            JsonNode event = JSON.readTree(received.get(0).body());
            assertThat(event.path("id").asText())
                    .isEqualTo(answer.entries().get(1).eventId());
            assertThat(event.path("detail-type").asText()).isEqualTo("OrderPlaced");
            assertThat(event.path("account").asText()).isEqualTo(account.accountId());
            assertThat(event.path("region").asText()).isEqualTo(account.region());
            assertThat(event.path("detail").toString()).isEqualTo("{\"order_no\":\"A-1\"}");
        }
    }

    private static PutEventsRequestEntry entry(String source, String detailType, String detail) {
        return PutEventsRequestEntry.builder()
                .eventBusName("shop")
                .source(source)
                .detailType(detailType)
                .detail(detail)
                .build();
    }

    private static EventBridgeClient client(AppStack stack, LocalAccount account) {
        return EventBridgeClient.builder()
                .endpointOverride(stack.eventBus().orElseThrow().endpoint())
                .region(Region.of(account.region()))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(AwsClients.LOCAL_ACCESS_KEY, AwsClients.LOCAL_SECRET_KEY)))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    private static LocalAccount account() {
        int sqsPort = DeclaredQueues.choosePort(0);
        return new LocalAccount(LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + sqsPort);
    }
}
