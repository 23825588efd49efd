package io.durabledispatch.local.app;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import java.nio.charset.StandardCharsets;

/** The Lambda context of a state machine's Java handler: its identity, 15 minutes, stdout logging. */
record InvokeContext(String awsRequestId, String functionName, String invokedFunctionArn) implements Context {
    private static final int FIFTEEN_MINUTES_MILLIS = 15 * 60 * 1000;

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
        return invokedFunctionArn;
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
        return FIFTEEN_MINUTES_MILLIS;
    }

    @Override
    public int getMemoryLimitInMB() {
        return 128;
    }

    @Override
    public LambdaLogger getLogger() {
        return new LambdaLogger() {
            @Override
            public void log(String message) {
                System.out.print(message);
            }

            @Override
            public void log(byte[] message) {
                System.out.print(new String(message, StandardCharsets.UTF_8));
            }
        };
    }
}
