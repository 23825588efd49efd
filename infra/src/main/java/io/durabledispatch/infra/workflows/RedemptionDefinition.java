package io.durabledispatch.infra.workflows;

import java.util.List;
import java.util.Map;
import software.amazon.awscdk.services.dynamodb.ITable;
import software.amazon.awscdk.services.stepfunctions.CatchProps;
import software.amazon.awscdk.services.stepfunctions.Chain;
import software.amazon.awscdk.services.stepfunctions.Fail;
import software.amazon.awscdk.services.stepfunctions.JsonPath;
import software.amazon.awscdk.services.stepfunctions.RetryProps;
import software.amazon.awscdk.services.stepfunctions.Succeed;
import software.amazon.awscdk.services.stepfunctions.tasks.DynamoAttributeValue;
import software.amazon.awscdk.services.stepfunctions.tasks.DynamoPutItem;
import software.constructs.Construct;

/**
 * The reward-redemption states. Input: the dispatcher's canonical input
 * ({@code tenant_id, member_id, redemption_id, reward, points}). One conditional put records the redemption;
 * a redemption id already recorded for the tenant by another execution fails this one. The condition lets
 * the same execution write again, so a retried put (first response lost) is idempotent.
 */
final class RedemptionDefinition {
    static final String RECORD_STATE = "RecordRedemption";
    static final String ALREADY_RECORDED_ERROR = "RedemptionAlreadyRecorded";

    private RedemptionDefinition() {}

    static Chain build(Construct scope, ITable table) {
        Fail alreadyRecorded = Fail.Builder.create(scope, "AlreadyRecorded")
                .error(ALREADY_RECORDED_ERROR)
                .cause("This tenant's redemption id is already recorded by another execution")
                .build();
        DynamoPutItem record = DynamoPutItem.Builder.create(scope, RECORD_STATE)
                .table(table)
                .item(redemptionItem())
                .conditionExpression("attribute_not_exists(redemption_id) OR execution_name = :execution")
                .expressionAttributeValues(
                        Map.of(":execution", DynamoAttributeValue.fromString(JsonPath.getExecutionName())))
                .resultPath(JsonPath.DISCARD)
                .build();
        record.addRetry(RetryProps.builder()
                .errors(List.of("DynamoDB.ProvisionedThroughputExceededException", "DynamoDB.ThrottlingException"))
                .maxAttempts(5)
                .build());
        record.addCatch(
                alreadyRecorded,
                CatchProps.builder()
                        .errors(List.of("DynamoDB.ConditionalCheckFailedException"))
                        .build());
        return Chain.start(record).next(new Succeed(scope, "Redeemed"));
    }

    private static Map<String, DynamoAttributeValue> redemptionItem() {
        return Map.of(
                "tenant_id", DynamoAttributeValue.fromString(JsonPath.stringAt("$.tenant_id")),
                "redemption_id", DynamoAttributeValue.fromString(JsonPath.stringAt("$.redemption_id")),
                "member_id", DynamoAttributeValue.fromString(JsonPath.stringAt("$.member_id")),
                "reward", DynamoAttributeValue.fromString(JsonPath.stringAt("$.reward")),
                "points", DynamoAttributeValue.numberFromString(JsonPath.jsonToString(JsonPath.numberAt("$.points"))),
                "execution_name", DynamoAttributeValue.fromString(JsonPath.getExecutionName()));
    }
}
