package io.durabledispatch.local.esm;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.durabledispatch.local.aws.LocalAccount;
import java.util.UUID;

/** The Lambda context of one local invocation; the request id is fresh per invocation, as in AWS. */
record MappingContext(String functionName, String awsRequestId, long deadlineMillis, LambdaLogger logger)
        implements Context {
    static MappingContext of(String functionName, long timeoutMillis, LambdaLogger logger) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        return new MappingContext(functionName, UUID.randomUUID().toString(), deadline, logger);
    }

    @Override
    public String getAwsRequestId() {
        return awsRequestId;
    }

    @Override
    public String getLogGroupName() {
        return "/aws/lambda/" + functionName;
    }

    @Override
    public String getLogStreamName() {
        return "local";
    }

    @Override
    public String getFunctionName() {
        return functionName;
    }

    @Override
    public String getFunctionVersion() {
        return "$LATEST";
    }

    @Override
    public String getInvokedFunctionArn() {
        return "arn:aws:lambda:" + LocalAccount.REGION + ":" + LocalAccount.ID + ":function:" + functionName;
    }

    @Override
    public CognitoIdentity getIdentity() {
        return null;
    }

    @Override
    public ClientContext getClientContext() {
        return null;
    }

    @Override
    public int getRemainingTimeInMillis() {
        return (int) Math.max(0, deadlineMillis - System.currentTimeMillis());
    }

    @Override
    public int getMemoryLimitInMB() {
        return 1024;
    }

    @Override
    public LambdaLogger getLogger() {
        return logger;
    }
}
