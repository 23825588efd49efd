package io.durabledispatch.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.dynalite.DynaliteExtension;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.it.support.Await;
import io.durabledispatch.it.support.EventFactory;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.builtin.BuiltInStack;
import io.durabledispatch.workflows.ContainerStores;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.lambda.model.Execution;
import software.amazon.awssdk.services.sfn.model.ExecutionListItem;

/**
 * The order saga and the reward redemption end to end on the built-in stack (the app's tables on dynalite): events go
 * through SQS, the dispatcher and the emulators, the workflows write through the DynamoDB adapters to dynalite,
 * and the test reads the tables as any DynamoDB client would.
 */
class DynamoStateTest {
    /** Skips or fails the class as the other dynalite tests do when Node.js is missing. */
    @RegisterExtension
    static final DynaliteExtension NODE_REQUIRED = new DynaliteExtension();

    private static final LambdaLogger SILENT = new LambdaLogger() {
        @Override
        public void log(String message) {}

        @Override
        public void log(byte[] message) {}
    };
    private static final Duration SETTLE = Duration.ofMinutes(2);
    /** The sample payments adapter declines this customer's card (its id's prefix). */
    private static final String DECLINED = ContainerStores.DECLINED_CUSTOMER_PREFIX + "C-BOUNCE";

    private static BuiltInStack system;
    private static DynamoDbClient dynamo;

    @BeforeAll
    static void start() {
        system = BuiltInStack.start(LocalSettings.defaults(), SILENT);
        dynamo = DynaliteTables.client(system.dynamoDb().orElseThrow(), LocalSettings.REGION);
    }

    @AfterAll
    static void stop() {
        if (dynamo != null) dynamo.close();
        if (system != null) system.close();
    }

    @Test
    void orderSaga_keepsItsOrdersChargesAndReservationsInTheTables() {
        var events = new EventFactory(18L);
        send(events.order("acme", "D-1", "C-GOOD", new BigDecimal("25.00")).body());
        send(events.order("acme", "D-2", DECLINED, new BigDecimal("40.00")).body());

        Map<String, String> statuses = awaitDurable("order-workflow", 2);

        assertThat(statuses.values()).containsExactlyInAnyOrder("SUCCEEDED", "FAILED");
        List<Map<String, AttributeValue>> orders = scan("OrdersTableName");
        assertThat(orders).extracting(o -> o.get("order_no").s()).containsExactlyInAnyOrder("D-1", "D-2");
        assertThat(orders).allSatisfy(o -> assertThat(o.get("tenant_id").s()).isEqualTo("acme"));
        Map<String, String> chargeByCustomer = scan("ChargesTableName").stream()
                .collect(Collectors.toMap(
                        c -> c.get("customer_id").s(), c -> c.get("status").s()));
        assertThat(chargeByCustomer).containsOnly(Map.entry("C-GOOD", "CAPTURED"), Map.entry(DECLINED, "DECLINED"));
        assertThat(scan("ReservationsTableName"))
                .as("the declined order's reservation is released, the shipped one's is held")
                .extracting(r -> r.containsKey("released"))
                .containsExactlyInAnyOrder(true, false);
    }

    @Test
    void redemption_debitsOnceInThePointsTable_andFailsOnAnInsufficientBalance() {
        var events = new EventFactory(19L);
        send(events.points("initech", "M-7", "signup", 800).body());
        awaitDurable("points-workflow", 1);

        send(events.reward("initech", "M-7", "R-1", 500).body());
        send(events.reward("initech", "M-7", "R-2", 900).body());
        Map<String, ExecutionListItem> redemptions = awaitRedemptions(2);

        assertThat(redemptions.values())
                .extracting(e -> e.statusAsString())
                .containsExactlyInAnyOrder("SUCCEEDED", "FAILED");
        String failedArn = redemptions.values().stream()
                .filter(e -> e.statusAsString().equals("FAILED"))
                .findFirst()
                .orElseThrow()
                .executionArn();
        assertThat(system.clients()
                        .stepFunctions()
                        .describeExecution(b -> b.executionArn(failedArn))
                        .error())
                .isEqualTo("io.durabledispatch.workflows.points.InsufficientPointsException");
        Map<String, AttributeValue> account = dynamo.getItem(b -> b.tableName(
                                system.outputs().get("PointsTableName"))
                        .key(Map.of(
                                "tenant_id", AttributeValue.fromS("initech"), "member_id", AttributeValue.fromS("M-7")))
                        .consistentRead(true))
                .item();
        assertThat(account.get("balance").n()).isEqualTo("300");
        assertThat(account.get("grant#signup").n()).isEqualTo("800");
        assertThat(account.get("redemption#R-1").n()).isEqualTo("500");
        assertThat(account).doesNotContainKey("redemption#R-2");
    }

    private static void send(String body) {
        system.clients()
                .sqs()
                .sendMessage(b -> b.queueUrl(system.queues().main()).messageBody(body));
    }

    /** Execution name → status of the function's executions, once {@code count} of them are closed. */
    private static Map<String, String> awaitDurable(String function, int count) {
        return Await.until(
                count + " closed " + function + " executions",
                SETTLE,
                () -> system
                        .clients()
                        .lambda()
                        .listDurableExecutionsByFunction(
                                b -> b.functionName(function).qualifier("live"))
                        .durableExecutions()
                        .stream()
                        .filter(e -> !e.statusAsString().equals("RUNNING"))
                        .collect(Collectors.toMap(Execution::durableExecutionName, Execution::statusAsString)),
                closed -> closed.size() >= count);
    }

    private static Map<String, ExecutionListItem> awaitRedemptions(int count) {
        String machine = "arn:aws:states:" + LocalSettings.REGION + ":" + LocalSettings.ACCOUNT_ID
                + ":stateMachine:reward-redemption";
        return Await.until(
                count + " closed redemptions",
                SETTLE,
                () ->
                        system
                                .clients()
                                .stepFunctions()
                                .listExecutions(b -> b.stateMachineArn(machine))
                                .executions()
                                .stream()
                                .filter(e -> !e.statusAsString().equals("RUNNING"))
                                .collect(Collectors.toMap(ExecutionListItem::name, e -> e)),
                closed -> closed.size() >= count);
    }

    /** The table named by the stack output {@code output}, as any DynamoDB client reads it. */
    private static List<Map<String, AttributeValue>> scan(String output) {
        String table = system.outputs().get(output);
        return dynamo.scan(b -> b.tableName(table).consistentRead(true)).items();
    }
}
