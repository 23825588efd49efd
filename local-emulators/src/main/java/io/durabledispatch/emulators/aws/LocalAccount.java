package io.durabledispatch.emulators.aws;

/**
 * The one account and Region every local service puts into its ARNs and URLs (Lambda functions and durable
 * executions, state machines, SQS queue URLs and ARNs), so an ARN read from one service matches another's.
 */
public final class LocalAccount {
    public static final String ID = "000000000000";
    public static final String REGION = "us-east-1";

    private LocalAccount() {}
}
