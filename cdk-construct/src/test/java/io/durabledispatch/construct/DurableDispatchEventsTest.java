package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.cdklabs.cdknag.AwsSolutionsChecks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.events.EventBus;
import software.amazon.awscdk.services.events.IEventBus;

/** The EventBridge door: a rule per eventBridge route on the team's bus, delivering to the dispatch queue. */
class DurableDispatchEventsTest {
    static final String ORDER_ALIAS_ARN = "arn:aws:lambda:eu-west-1:111122223333:function:order-workflow:live";

    @TempDir
    static Path assets;

    private static Stack stack;
    private static Template template;
    private static TemplateJson json;

    @BeforeAll
    static void synthesize() {
        stack = new Stack(new App(), "TeamEventsStack");
        EventBus bus =
                EventBus.Builder.create(stack, "Shop").eventBusName("shop").build();
        deploy(stack, bus, routes());
        Aspects.of(stack).add(new AwsSolutionsChecks());
        template = Template.fromStack(stack);
        json = TemplateJson.of(template);
    }

    static List<DispatchRoute> routes() {
        DispatchRoute body = DispatchRoute.builder()
                .name("order-placed")
                .operation("order")
                .match("/type", "order.placed")
                .tenant("/tenant_id")
                .key("/order_no")
                .target(DispatchTarget.durableFunctionAlias(ORDER_ALIAS_ARN, Duration.days(30)))
                .build();
        DispatchRoute event = DispatchRoute.builder()
                .name("order-event")
                .operation("order")
                .eventBridge(List.of("shop.orders"), List.of("OrderPlaced", "OrderAmended"))
                .tenant("/tenant_id")
                .key("/order_no")
                .target(DispatchTarget.durableFunctionAlias(ORDER_ALIAS_ARN, Duration.days(30)))
                .build();
        DispatchRoute anyType = DispatchRoute.builder()
                .name("legacy-event")
                .operation("legacy")
                .eventBridge(List.of("shop.legacy"), List.of())
                .tenant("/tenant_id")
                .key("/id")
                .target(DispatchTarget.durableFunctionAlias(ORDER_ALIAS_ARN, Duration.days(30)))
                .build();
        return List.of(body, event, anyType);
    }

    static DurableDispatchEvents deploy(Stack stack, IEventBus bus, List<DispatchRoute> routes) {
        DurableDispatch dispatch = new DurableDispatch(
                stack,
                "Dispatch",
                DurableDispatchProps.builder()
                        .routes(routes)
                        .dispatcherCode(TeamApp.placeholderCode(assets))
                        .build());
        return new DurableDispatchEvents(
                stack,
                "Events",
                DurableDispatchEventsProps.builder()
                        .dispatch(dispatch)
                        .eventBus(bus)
                        .routes(routes)
                        .build());
    }

    private static Map<String, JsonNode> rules() {
        return json.resources("AWS::Events::Rule");
    }

    @Test
    void createsOneRule_perEventBridgeRoute_withItsSourceAndDetailTypeAsThePattern() {
        List<String> patterns = new ArrayList<>();
        rules().values()
                .forEach(rule -> patterns.add(
                        rule.path("Properties").path("EventPattern").toString()));

        assertThat(patterns)
                .containsExactlyInAnyOrder(
                        "{\"detail-type\":[\"OrderPlaced\",\"OrderAmended\"],\"source\":[\"shop.orders\"]}",
                        "{\"source\":[\"shop.legacy\"]}");
        rules().values()
                .forEach(rule -> assertThat(
                                rule.path("Properties").path("EventBusName").toString())
                        .contains("Shop"));
    }

    @Test
    void targetsTheDispatchQueue_withTheLongestRetryPolicy_andADeadLetterQueue() {
        for (JsonNode rule : rules().values()) {
            JsonNode target = rule.path("Properties").path("Targets").get(0);

            assertThat(target.path("Arn").toString()).contains("DispatchQueuesMainQueue");
            assertThat(target.path("RetryPolicy").toString())
                    .isEqualTo("{\"MaximumEventAgeInSeconds\":86400,\"MaximumRetryAttempts\":185}");
            assertThat(target.path("DeadLetterConfig").path("Arn").toString()).contains("EventsEventDeadLetterQueue");
        }
    }

    @Test
    void queuePolicy_letsEventBridgeSend_onlyForTheseRules() {
        List<String> sourceArns = new ArrayList<>();
        json.resources("AWS::SQS::QueuePolicy")
                .values()
                .forEach(policy -> policy.path("Properties")
                        .path("PolicyDocument")
                        .path("Statement")
                        .forEach(statement -> {
                            if (statement
                                    .path("Principal")
                                    .path("Service")
                                    .asText()
                                    .equals("events.amazonaws.com")) {
                                assertThat(statement.path("Action").toString()).contains("sqs:SendMessage");
                                sourceArns.add(statement.path("Condition").toString());
                            }
                        }));
        assertThat(sourceArns).hasSize(4); // two rules, each on the dispatch queue and on the event DLQ
        assertThat(sourceArns).allSatisfy(condition -> assertThat(condition).contains("EventsRule"));
    }

    @Test
    void alarms_onFailedDeliveries_perRuleAndBus_andOnTheEventDlqsDepth() {
        Map<String, JsonNode> alarms = json.resources("AWS::CloudWatch::Alarm");
        List<String> names = new ArrayList<>();
        alarms.values()
                .forEach(alarm ->
                        names.add(alarm.path("Properties").path("AlarmName").asText()));

        assertThat(names)
                .contains(
                        "TeamEventsStack-Events-event-deliveries-failed", "TeamEventsStack-Events-event-dead-letters");
        String failed = alarms.values().stream()
                .filter(alarm ->
                        alarm.path("Properties").path("AlarmName").asText().endsWith("deliveries-failed"))
                .findFirst()
                .orElseThrow()
                .toString();
        assertThat(failed).contains("FailedInvocations", "InvocationsFailedToBeSentToDlq", "EventBusName", "RuleName");
    }

    @Test
    void refusesRoutes_withoutAnEventBridgeRoute() {
        Stack other = new Stack(new App(), "NoEvents");
        IEventBus bus = EventBus.fromEventBusName(other, "Default", "default");

        assertThatThrownBy(() -> deploy(other, bus, routes().subList(0, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("NoEvents/Events: no route says eventBridge, so no rule to create");
    }

    @Test
    void refusesABadEventBridgeField_withTheRouteDocumentsMessage() {
        Stack other = new Stack(new App(), "BadEvents");
        IEventBus bus = EventBus.fromEventBusName(other, "Default", "default");
        DispatchRoute bad = DispatchRoute.builder()
                .name("bad")
                .operation("order")
                .eventBridge(List.of("a", "a"), List.of())
                .tenant("/t")
                .key("/k")
                .target(DispatchTarget.durableFunctionAlias(ORDER_ALIAS_ARN, Duration.days(30)))
                .build();

        assertThatThrownBy(() -> deploy(other, bus, List.of(bad)))
                .hasMessageContaining("route 'bad' (routes[0]): eventBridge.source must be a non-empty array of"
                        + " distinct strings");
    }

    @Test
    void isCdkNagClean() {
        assertThat(NagFindings.under(stack, "/TeamEventsStack/Events")).isEmpty();
    }
}
