package io.durabledispatch.infra;

import io.durabledispatch.construct.DispatchRoute;
import io.durabledispatch.construct.DurableDispatchApiProps;
import io.durabledispatch.infra.config.InfraSettings;
import java.util.List;
import software.amazon.awscdk.aws_apigatewayv2_authorizers.HttpIamAuthorizer;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.lambda.Code;

/**
 * The HTTP door's props: the same route document as the queue's door, IAM authorization on every route (callers
 * sign with SigV4 and need {@code execute-api:Invoke}; the project's own app is never anonymous), and its widgets
 * on the dispatch path's dashboard.
 */
final class ApiProps {
    private ApiProps() {}

    static DurableDispatchApiProps from(
            InfraSettings settings, List<DispatchRoute> routes, String name, Dashboard dashboard) {
        DurableDispatchApiProps.Builder props = DurableDispatchApiProps.builder()
                .name(name)
                .routes(routes)
                .authorizer(new HttpIamAuthorizer())
                .dashboard(dashboard);
        settings.assets().apiDoorJar().ifPresent(jar -> props.apiCode(Code.fromAsset(jar.toString())));
        return props.build();
    }
}
