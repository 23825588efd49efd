package io.durabledispatch.local.function;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;

/** A Lambda context naming the function, for invoking hosted functions directly in tests. */
record TestContext(String functionName) implements Context {
    @Override
    public String getAwsRequestId() {
        return "test-request";
    }

    @Override
    public String getLogGroupName() {
        return "/aws/lambda/" + functionName;
    }

    @Override
    public String getLogStreamName() {
        return "test";
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
        return "arn:aws:lambda:us-east-1:000000000000:function:" + functionName;
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
        return 60_000;
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
                System.out.write(message, 0, message.length);
            }
        };
    }
}
