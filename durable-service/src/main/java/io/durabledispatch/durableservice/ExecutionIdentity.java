package io.durabledispatch.durableservice;

import java.time.Instant;

/** What never changes about an execution once started. */
public record ExecutionIdentity(
        String executionArn,
        String executionId,
        String executionName,
        String functionName,
        String version,
        String inputPayload,
        Instant startTimestamp) {

    /**
     * arn:aws:lambda:{region}:{account}:function:{fn}:{version}/durable-execution/{name}/{id}
     * (docs/durable-protocol.md, "Durable ARN").
     */
    static String arn(ServiceSettings settings, String function, String version, String name, String id) {
        return "arn:aws:lambda:" + settings.region() + ":" + settings.accountId() + ":function:" + function + ":"
                + version + "/durable-execution/" + name + "/" + id;
    }

    public String functionArn() {
        return executionArn.substring(0, executionArn.indexOf("/durable-execution/"));
    }
}
