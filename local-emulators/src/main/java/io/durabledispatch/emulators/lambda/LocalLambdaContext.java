package io.durabledispatch.emulators.lambda;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;

/**
 * The Lambda context of one local invocation, for every function the local stack invokes in-process (hosted
 * workflows, the dispatcher behind the event source mapping): a fresh request id per invocation as in AWS, the
 * function's identity, the time left until its timeout, and its memory size ({@code MemorySize}).
 */
public record LocalLambdaContext(
        String awsRequestId,
        String functionName,
        String functionVersion,
        String invokedFunctionArn,
        long deadlineMillis,
        int memoryLimitInMb,
        LambdaLogger logger)
        implements Context {
    /** infra's default memory size for the dispatcher and the workflow functions. */
    public static final int DEFAULT_MEMORY_MB = 1024;

    /** Prints to stdout, where a local function's log lines belong. */
    public static final LambdaLogger STDOUT = new LambdaLogger() {
        @Override
        public void log(String message) {
            System.out.print(message);
        }

        @Override
        public void log(byte[] message) {
            System.out.print(new String(message, StandardCharsets.UTF_8));
        }
    };

    /**
     * A new invocation of {@code functionArn} (qualified with {@code version}) that may run for {@code timeout},
     * with infra's default memory size.
     */
    public static LocalLambdaContext invocation(
            String functionName, String version, String functionArn, Duration timeout, LambdaLogger logger) {
        return invocation(functionName, version, functionArn, timeout, DEFAULT_MEMORY_MB, logger);
    }

    /** As above, for a function with its own {@code MemorySize}. */
    public static LocalLambdaContext invocation(
            String functionName,
            String version,
            String functionArn,
            Duration timeout,
            int memoryLimitInMb,
            LambdaLogger logger) {
        long deadline = System.currentTimeMillis() + timeout.toMillis();
        return new LocalLambdaContext(
                UUID.randomUUID().toString(), functionName, version, functionArn, deadline, memoryLimitInMb, logger);
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
        return functionVersion;
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
        return (int) Math.max(0, deadlineMillis - System.currentTimeMillis());
    }

    @Override
    public int getMemoryLimitInMB() {
        return memoryLimitInMb;
    }

    @Override
    public LambdaLogger getLogger() {
        return logger;
    }
}
