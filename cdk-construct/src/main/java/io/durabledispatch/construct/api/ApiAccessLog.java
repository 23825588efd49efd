package io.durabledispatch.construct.api;

import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.apigateway.AccessLogFormat;
import software.amazon.awscdk.services.logs.LogGroup;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.constructs.Construct;

/** The stage's access log: one JSON line per call, enough to find a request and why it failed. */
public final class ApiAccessLog {
    /** Field → API Gateway context variable; {@code status} is what the conflict metric filter reads. */
    public static final String FORMAT = "{\"requestId\":\"$context.requestId\","
            + "\"routeKey\":\"$context.routeKey\","
            + "\"status\":\"$context.status\","
            + "\"integrationError\":\"$context.integrationErrorMessage\","
            + "\"integrationStatus\":\"$context.integrationStatus\","
            + "\"authorizerError\":\"$context.authorizer.error\","
            + "\"responseLatency\":\"$context.responseLatency\","
            + "\"requestTime\":\"$context.requestTime\","
            + "\"sourceIp\":\"$context.identity.sourceIp\"}";

    private ApiAccessLog() {}

    public static LogGroup logGroup(Construct scope, String id, RetentionDays retention) {
        return LogGroup.Builder.create(scope, id)
                .retention(retention)
                .removalPolicy(RemovalPolicy.DESTROY)
                .build();
    }

    public static AccessLogFormat format() {
        return AccessLogFormat.custom(FORMAT);
    }
}
