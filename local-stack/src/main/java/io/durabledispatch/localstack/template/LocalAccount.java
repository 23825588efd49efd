package io.durabledispatch.localstack.template;

/**
 * Where the template's resources live locally: the values of the pseudo parameters and the base of every queue
 * URL, so that {@code Ref}s to queues resolve to URLs the local SQS answers.
 *
 * @param sqsEndpoint e.g. {@code http://127.0.0.1:9324} (no trailing slash)
 */
public record LocalAccount(String region, String accountId, String sqsEndpoint) {
    public static final String PARTITION = "aws";
    public static final String URL_SUFFIX = "amazonaws.com";

    public String queueUrl(String queueName) {
        return sqsEndpoint + "/" + accountId + "/" + queueName;
    }

    public String queueArn(String queueName) {
        return "arn:" + PARTITION + ":sqs:" + region + ":" + accountId + ":" + queueName;
    }

    public String functionArn(String functionName) {
        return "arn:" + PARTITION + ":lambda:" + region + ":" + accountId + ":function:" + functionName;
    }

    public String stateMachineArn(String name) {
        return "arn:" + PARTITION + ":states:" + region + ":" + accountId + ":stateMachine:" + name;
    }

    private static final String TABLE_STREAM_LABEL = "1970-01-01T00:00:00.000";

    public String tableArn(String tableName) {
        return "arn:" + PARTITION + ":dynamodb:" + region + ":" + accountId + ":table/" + tableName;
    }

    /** A table's stream, as its {@code StreamArn} attribute reads locally (the label is fixed: no stream runs). */
    public String tableStreamArn(String tableName) {
        return tableArn(tableName) + "/stream/" + TABLE_STREAM_LABEL;
    }

    /** Whether an event source is a DynamoDB table's stream. */
    static boolean isTableStream(String arn) {
        return arn.contains(":dynamodb:") && arn.contains("/stream/");
    }

    public String streamArn(String streamName) {
        return "arn:" + PARTITION + ":kinesis:" + region + ":" + accountId + ":stream/" + streamName;
    }

    /** A stand-in ARN for a resource the local stack does not provide (roles, log groups, topics). */
    public String placeholderArn(String service, String logicalId) {
        return "arn:" + PARTITION + ":" + service + ":" + region + ":" + accountId + ":" + logicalId;
    }
}
