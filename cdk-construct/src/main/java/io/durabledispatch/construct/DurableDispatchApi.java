package io.durabledispatch.construct;

import io.durabledispatch.construct.api.ApiAccessLog;
import io.durabledispatch.construct.api.ApiAlarms;
import io.durabledispatch.construct.api.ApiDoorCode;
import io.durabledispatch.construct.api.ApiDoorFunction;
import io.durabledispatch.construct.api.ApiRouteKeys;
import io.durabledispatch.construct.dispatcher.PropsOverlay;
import io.durabledispatch.construct.grants.TargetGrants;
import io.durabledispatch.construct.nag.NagReasons;
import io.durabledispatch.routes.HttpMatch;
import io.durabledispatch.settings.SettingsTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awscdk.CfnOutput;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.aws_apigatewayv2_integrations.HttpLambdaIntegration;
import software.amazon.awscdk.aws_apigatewayv2_integrations.HttpLambdaIntegrationProps;
import software.amazon.awscdk.services.apigatewayv2.HttpApi;
import software.amazon.awscdk.services.apigatewayv2.HttpMethod;
import software.amazon.awscdk.services.apigatewayv2.HttpNoneAuthorizer;
import software.amazon.awscdk.services.apigatewayv2.HttpRoute;
import software.amazon.awscdk.services.apigatewayv2.HttpRouteKey;
import software.amazon.awscdk.services.apigatewayv2.HttpStage;
import software.amazon.awscdk.services.apigatewayv2.HttpStageOptions;
import software.amazon.awscdk.services.apigatewayv2.IAccessLogSettings;
import software.amazon.awscdk.services.apigatewayv2.IHttpRouteAuthorizer;
import software.amazon.awscdk.services.apigatewayv2.LogGroupLogDestination;
import software.amazon.awscdk.services.apigatewayv2.PayloadFormatVersion;
import software.amazon.awscdk.services.cloudwatch.Alarm;
import software.amazon.awscdk.services.cloudwatch.AlarmStatusWidget;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.logs.LogGroup;
import software.constructs.Construct;

/**
 * The HTTP door in front of the same workflows: an HTTP API (payload format 2.0) with one route per route
 * document {@code http} request and the status resource, the door's function behind them, least-privilege grants
 * derived from the routes, an access log, alarms and dashboard widgets. With a {@link DurableDispatch} on the same
 * routes, both doors name one business request's execution alike (both read the same ROUTES).
 *
 * <p>Refuses to synthesize without an authorizer unless the team chose {@code anonymousAccess(true)}.
 */
public final class DurableDispatchApi extends Construct {
    public static final String API_URL = "ApiUrl";
    public static final String API_ALIAS_ARN = "ApiAliasArn";
    /** API Gateway's default stage: paths are read from the API's root, as the door's status URLs are. */
    static final String STAGE = "$default";

    private final ApiDoorFunction door;
    private final HttpApi api;
    private final HttpStage stage;
    private final LogGroup accessLog;
    private final ApiAlarms alarms;
    private final Map<String, CfnOutput> outputs;

    public DurableDispatchApi(Construct scope, String id, DurableDispatchApiProps props) {
        super(scope, id);
        List<DispatchRoute> routes = props.routes();
        Checks.require(!routes.isEmpty(), getNode().getPath() + ": routes must name at least one route");
        RouteValidation.operations(getNode().getPath(), routes);
        List<HttpMatch> starts = ApiRouteKeys.starts(
                routes.stream().flatMap(route -> route.http().stream()).toList());
        Checks.require(
                !starts.isEmpty(),
                getNode().getPath() + ": no route has an http request (DispatchRoute.Builder#http), so the API "
                        + "would start nothing");
        IHttpRouteAuthorizer authorizer = authorizer(props);
        String name = props.name().orElseGet(this::defaultName);

        this.door = createDoor(props, routes);
        List<DispatchTarget> targets =
                routes.stream().map(DispatchRoute::target).distinct().toList();
        TargetGrants.grant(door.function(), targets);
        TargetGrants.grantStatusReads(door.function(), targets);

        this.accessLog = ApiAccessLog.logGroup(this, "AccessLog", props.accessLogRetention());
        this.api = HttpApi.Builder.create(this, "Api")
                .apiName(name)
                .createDefaultStage(false)
                .build();
        this.stage = api.addStage(
                "DefaultStage",
                HttpStageOptions.builder()
                        .stageName(STAGE)
                        .autoDeploy(true)
                        .detailedMetricsEnabled(true)
                        .accessLogSettings(new AccessLogs(accessLog))
                        .build());
        addRoutes(starts, authorizer, props.authorizationScopes());

        this.alarms = new ApiAlarms(this, "Alarms", name, api, STAGE, accessLog, starts, props.latencyAlarmThreshold());
        alarms.notify(props.alarmTopic());
        Dashboard dashboard = props.dashboard()
                .orElseGet(() -> Dashboard.Builder.create(this, "Dashboard")
                        .dashboardName(name + "-api")
                        .build());
        dashboard.addWidgets(AlarmStatusWidget.Builder.create()
                .title("HTTP door alarms")
                .alarms(List.copyOf(alarms.alarms()))
                .width(24)
                .build());
        this.outputs = props.outputs() ? addOutputs() : Map.of();
    }

    public HttpApi httpApi() {
        return api;
    }

    public HttpStage stage() {
        return stage;
    }

    /** The API's base URL: start routes and status paths hang off it. */
    public String url() {
        return stage.getUrl();
    }

    public Function apiFunction() {
        return door.function();
    }

    /** The alias the API invokes (SnapStart snapshots its published version). */
    public Alias apiAlias() {
        return door.alias();
    }

    public LogGroup accessLog() {
        return accessLog;
    }

    public List<Alarm> alarms() {
        return alarms.alarms();
    }

    /** Id ({@link #API_URL}, {@link #API_ALIAS_ARN}) → the stack output under this construct. */
    public Map<String, CfnOutput> outputs() {
        return outputs;
    }

    /** The team's authorizer, or none when it opted into anonymous access; anything else fails the synth. */
    private IHttpRouteAuthorizer authorizer(DurableDispatchApiProps props) {
        String path = getNode().getPath();
        Checks.require(
                !(props.authorizer().isPresent() && props.anonymousAccess()),
                path + ": pass an authorizer or anonymousAccess(true), not both");
        Checks.require(
                props.authorizer().isPresent() || props.anonymousAccess(),
                path + ": the API has no authorizer. Pass authorizer(new HttpIamAuthorizer()) or an "
                        + "HttpJwtAuthorizer; anonymousAccess(true) opens every route to anyone (see its Javadoc)");
        if (props.anonymousAccess()) {
            NagReasons.suppress(
                    this,
                    "AwsSolutions-APIG4",
                    "The team chose anonymousAccess(true) for this API: no authorizer on its routes.");
            return new HttpNoneAuthorizer();
        }
        return props.authorizer().orElseThrow();
    }

    private ApiDoorFunction createDoor(DurableDispatchApiProps props, List<DispatchRoute> routes) {
        FunctionOptions options = PropsOverlay.merge(
                FunctionOptions.class,
                ApiDoorFunction.defaults(props.snapStart()),
                props.apiFunctionProps(),
                FunctionOptions.builder());
        Optional<String> doors = Optional.ofNullable(options.getEnvironment()).orElse(Map.of()).keySet().stream()
                .filter(variable -> SettingsTable.byVariable(variable).isPresent())
                .findFirst();
        Checks.require(
                doors.isEmpty(),
                "apiFunctionProps.environment must not set " + doors.orElse("") + ": the door's variables come "
                        + "from the construct's props (docs/reference/construct-props.md)");
        long timeout = options.getTimeout().toSeconds().longValue();
        long maxWait = props.apiVariables().get(SettingsTable.HTTP_MAX_WAIT_SECONDS);
        Checks.require(
                timeout > maxWait && timeout <= 30,
                "apiFunctionProps.timeout must be longer than httpMaxWait (" + maxWait + " s) and at most 30 s "
                        + "(API Gateway's integration limit), was " + timeout + " s");
        return new ApiDoorFunction(
                this,
                "Door",
                options,
                props.apiCode().orElseGet(ApiDoorCode::bundled),
                props.apiVariables()
                        .with(SettingsTable.ROUTES, Stack.of(this).toJsonString(RouteDocument.deployed(routes)))
                        .asMap());
    }

    private void addRoutes(List<HttpMatch> starts, IHttpRouteAuthorizer authorizer, List<String> scopes) {
        HttpLambdaIntegration integration = new HttpLambdaIntegration(
                "Door",
                door.alias(),
                HttpLambdaIntegrationProps.builder()
                        .payloadFormatVersion(PayloadFormatVersion.VERSION_2_0)
                        .build());
        for (int i = 0; i < starts.size(); i++) {
            HttpMatch start = starts.get(i);
            route(
                    "Start" + i,
                    HttpRouteKey.with(start.template(), HttpMethod.valueOf(start.method())),
                    integration,
                    authorizer,
                    scopes);
        }
        route("Status", HttpRouteKey.with(ApiRouteKeys.STATUS_PATH, HttpMethod.GET), integration, authorizer, scopes);
    }

    private void route(
            String id,
            HttpRouteKey key,
            HttpLambdaIntegration integration,
            IHttpRouteAuthorizer authorizer,
            List<String> scopes) {
        HttpRoute.Builder.create(this, "Route" + id)
                .httpApi(api)
                .routeKey(key)
                .integration(integration)
                .authorizer(authorizer)
                .authorizationScopes(scopes.isEmpty() ? null : scopes)
                .build();
    }

    private Map<String, CfnOutput> addOutputs() {
        String of = " of durable-dispatch " + getNode().getPath();
        Map<String, CfnOutput> created = new LinkedHashMap<>();
        created.put(
                API_URL,
                CfnOutput.Builder.create(this, API_URL)
                        .value(url())
                        .description(
                                "Base URL of the HTTP API" + of + ": start routes and /executions/... status paths")
                        .build());
        created.put(
                API_ALIAS_ARN,
                CfnOutput.Builder.create(this, API_ALIAS_ARN)
                        .value(door.alias().getFunctionArn())
                        .description("ARN of the HTTP door Lambda's alias live" + of + ", which the API invokes")
                        .build());
        return java.util.Collections.unmodifiableMap(created);
    }

    private String defaultName() {
        return (Stack.of(this).getStackName() + "-" + getNode().getId()).replaceAll("[^A-Za-z0-9_-]", "-");
    }

    /** The stage's access log settings: the log group and the JSON line of {@link ApiAccessLog#FORMAT}. */
    private record AccessLogs(LogGroup group) implements IAccessLogSettings {
        @Override
        public software.amazon.awscdk.services.apigatewayv2.IAccessLogDestination getDestination() {
            return new LogGroupLogDestination(group);
        }

        @Override
        public software.amazon.awscdk.services.apigateway.AccessLogFormat getFormat() {
            return ApiAccessLog.format();
        }
    }
}
