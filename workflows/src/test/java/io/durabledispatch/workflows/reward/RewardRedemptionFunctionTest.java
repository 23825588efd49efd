package io.durabledispatch.workflows.reward;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.dynalite.DynaliteExtension;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.workflows.dynamo.DynamoPointsLedger;
import io.durabledispatch.workflows.points.InsufficientPointsException;
import io.durabledispatch.workflows.points.PointsGrant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The deployed state machine's function: its input and output as Lambda passes them, on the DynamoDB ledger. */
class RewardRedemptionFunctionTest {
    @RegisterExtension
    static final DynaliteExtension DYNALITE = new DynaliteExtension();

    private static final String INPUT = "{\"member_id\":\"M-42\",\"points\":500,\"redemption_id\":\"R-9001\","
            + "\"reward\":\"coffee-mug\",\"tenant_id\":\"initech\"}";

    private final DynamoDbClient dynamo = DynaliteTables.client(DYNALITE.endpoint(), "eu-west-1");
    private final String table = "points-" + UUID.randomUUID();
    private final DynamoPointsLedger ledger = created();
    private final RewardRedemptionFunction function = new RewardRedemptionFunction(new RewardRedemption(ledger));

    @AfterEach
    void close() {
        dynamo.close();
    }

    @Test
    void handleRequest_debitsTheMember_andAnswersWithTheRedemption() throws Exception {
        ledger.grant(new PointsGrant("initech", "M-42", "opening", 800));

        assertThat(invoke())
                .isEqualTo("{\"tenant_id\":\"initech\",\"member_id\":\"M-42\",\"redemption_id\":\"R-9001\","
                        + "\"reward\":\"coffee-mug\",\"points_debited\":500}");
        invoke();
        assertThat(ledger.balance("initech", "M-42")).isEqualTo(300);
    }

    @Test
    void handleRequest_failsWithInsufficientPoints_andDebitsNothing_whenTheBalanceIsTooLow() {
        ledger.grant(new PointsGrant("initech", "M-42", "opening", 100));

        assertThatThrownBy(this::invoke).isInstanceOf(InsufficientPointsException.class);
        assertThat(ledger.balance("initech", "M-42")).isEqualTo(100);
    }

    private String invoke() throws Exception {
        var output = new ByteArrayOutputStream();
        function.handleRequest(new ByteArrayInputStream(INPUT.getBytes(StandardCharsets.UTF_8)), output, null);
        return output.toString(StandardCharsets.UTF_8);
    }

    private DynamoPointsLedger created() {
        DynaliteTables.create(dynamo, WorkflowTables.POINTS, table);
        return new DynamoPointsLedger(dynamo, table);
    }
}
