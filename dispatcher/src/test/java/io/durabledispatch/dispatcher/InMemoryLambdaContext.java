package io.durabledispatch.dispatcher;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import java.util.concurrent.atomic.AtomicLong;

/** A Lambda Context on a manual clock: the remaining time is whatever the test leaves it at. */
final class InMemoryLambdaContext implements Context {
    private final AtomicLong remainingMillis;

    InMemoryLambdaContext(long remainingMillis) {
        this.remainingMillis = new AtomicLong(remainingMillis);
    }

    /** Lets {@code millis} of the invocation pass. */
    void pass(long millis) {
        remainingMillis.addAndGet(-millis);
    }

    @Override
    public int getRemainingTimeInMillis() {
        return (int) Math.max(0, remainingMillis.get());
    }

    @Override
    public String getAwsRequestId() {
        return "request-1";
    }

    @Override
    public String getLogGroupName() {
        return "/aws/lambda/dispatcher";
    }

    @Override
    public String getLogStreamName() {
        return "stream";
    }

    @Override
    public String getFunctionName() {
        return "dispatcher";
    }

    @Override
    public String getFunctionVersion() {
        return "$LATEST";
    }

    @Override
    public String getInvokedFunctionArn() {
        return "arn:aws:lambda:us-east-1:000000000000:function:dispatcher";
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
    public int getMemoryLimitInMB() {
        return 1024;
    }

    @Override
    public LambdaLogger getLogger() {
        return new LambdaLogger() {
            @Override
            public void log(String message) {}

            @Override
            public void log(byte[] message) {}
        };
    }
}
