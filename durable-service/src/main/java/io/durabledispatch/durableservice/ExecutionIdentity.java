package io.durabledispatch.durableservice;

import java.time.Duration;
import java.time.Instant;

/**
 * What never changes about an execution once started, including the DurableConfig of the version it started on
 * (in seconds, so that stores persist plain numbers).
 */
public record ExecutionIdentity(
        String executionArn,
        String executionId,
        String executionName,
        String functionName,
        String version,
        String inputPayload,
        Instant startTimestamp,
        long executionTimeoutSeconds,
        long retentionSeconds) {

    /**
     * arn:aws:lambda:{region}:{account}:function:{fn}:{version}/durable-execution/{name}/{id}
     * (docs/reference/durable-protocol.md, "Durable ARN").
     */
    static String arn(ServiceSettings settings, String function, String version, String name, String id) {
        return "arn:aws:lambda:" + settings.region() + ":" + settings.accountId() + ":function:" + function + ":"
                + version + "/durable-execution/" + name + "/" + id;
    }

    public String functionArn() {
        return executionArn.substring(0, executionArn.indexOf("/durable-execution/"));
    }

    /** When the execution times out if it has not closed: start + ExecutionTimeout. */
    public Instant deadline() {
        return startTimestamp.plusSeconds(executionTimeoutSeconds);
    }

    /** How long the closed execution, and so its name, is remembered. */
    public Duration retention() {
        return Duration.ofSeconds(retentionSeconds);
    }
}
