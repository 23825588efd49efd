package io.durabledispatch.construct;

import static io.durabledispatch.settings.SettingsTable.HTTP_MAX_WAIT_SECONDS;
import static io.durabledispatch.settings.SettingsTable.MAX_CONCURRENCY;

import io.durabledispatch.settings.EnvironmentValues;
import java.util.List;
import java.util.Optional;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.services.apigatewayv2.IHttpRouteAuthorizer;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.lambda.FunctionOptions;
import software.amazon.awscdk.services.logs.RetentionDays;
import software.amazon.awscdk.services.sns.ITopic;

/**
 * What a {@link DurableDispatchApi} deploys. {@code routes} is required, and either an {@link Builder#authorizer}
 * or an explicit {@link Builder#anonymousAccess}: there is no anonymous default. docs/reference/construct-props.md
 * lists every prop with its default.
 */
public final class DurableDispatchApiProps {
    private final Builder values;

    private DurableDispatchApiProps(Builder values) {
        this.values = values.copy();
    }

    public static Builder builder() {
        return new Builder();
    }

    public List<DispatchRoute> routes() {
        return values.routes;
    }

    public Optional<IHttpRouteAuthorizer> authorizer() {
        return Optional.ofNullable(values.authorizer);
    }

    public List<String> authorizationScopes() {
        return values.authorizationScopes;
    }

    public boolean anonymousAccess() {
        return values.anonymousAccess;
    }

    public FunctionOptions apiFunctionProps() {
        return values.apiFunctionProps;
    }

    public boolean snapStart() {
        return values.snapStart;
    }

    public Optional<Code> apiCode() {
        return Optional.ofNullable(values.apiCode);
    }

    /** The door's variables these props set, checked by the settings table. */
    public EnvironmentValues apiVariables() {
        return values.apiVariables;
    }

    public RetentionDays accessLogRetention() {
        return values.accessLogRetention;
    }

    public Duration latencyAlarmThreshold() {
        return values.latencyAlarmThreshold;
    }

    public Optional<Dashboard> dashboard() {
        return Optional.ofNullable(values.dashboard);
    }

    public Optional<ITopic> alarmTopic() {
        return Optional.ofNullable(values.alarmTopic);
    }

    public Optional<String> name() {
        return Optional.ofNullable(values.name);
    }

    public boolean outputs() {
        return values.outputs;
    }

    /** Builder with the construct's defaults; the door's settings start at the table's defaults. */
    public static final class Builder {
        private List<DispatchRoute> routes = List.of();
        private IHttpRouteAuthorizer authorizer;
        private List<String> authorizationScopes = List.of();
        private boolean anonymousAccess;
        private FunctionOptions apiFunctionProps = FunctionOptions.builder().build();
        private boolean snapStart = true;
        private Code apiCode;
        /** Always written, so the template says what runs. */
        private EnvironmentValues apiVariables = EnvironmentValues.defaults(HTTP_MAX_WAIT_SECONDS, MAX_CONCURRENCY);

        private RetentionDays accessLogRetention = RetentionDays.ONE_MONTH;
        private Duration latencyAlarmThreshold = Duration.seconds(3);
        private Dashboard dashboard;
        private ITopic alarmTopic;
        private String name;
        private boolean outputs = true;

        private Builder() {}

        /**
         * Required: the route document (the same list a {@link DurableDispatch} takes); every route with an
         * {@code http} request gets an API route, at least one must have one.
         */
        public Builder routes(List<DispatchRoute> routes) {
            this.routes = List.copyOf(routes);
            return this;
        }

        /**
         * Who may call the API: an {@code HttpIamAuthorizer} (callers sign with SigV4 and need
         * {@code execute-api:Invoke}) or an {@code HttpJwtAuthorizer}; it guards every route, status included.
         * Required unless {@link #anonymousAccess} is true.
         */
        public Builder authorizer(IHttpRouteAuthorizer authorizer) {
            this.authorizer = authorizer;
            return this;
        }

        /** With a JWT authorizer: the scopes every route requires. Default none. */
        public Builder authorizationScopes(List<String> scopes) {
            this.authorizationScopes = List.copyOf(scopes);
            return this;
        }

        /**
         * Default false. True opens every route to anyone who knows the URL, with no authorizer: risky, because
         * anyone can then start workflows under the team's business keys (taking a key first, so the real request
         * answers 422), spend the engines' start quota, and read any request's status and result by computing its
         * status path. Only for a private test stack or when a gateway in front authenticates callers.
         */
        public Builder anonymousAccess(boolean anonymousAccess) {
            this.anonymousAccess = anonymousAccess;
            return this;
        }

        /**
         * Overrides of the door function's props laid over
         * {@link io.durabledispatch.construct.api.ApiDoorFunction#defaults}; its {@code environment} adds variables
         * of your own, the door's come from the props of this class.
         */
        public Builder apiFunctionProps(FunctionOptions apiFunctionProps) {
            this.apiFunctionProps = apiFunctionProps;
            return this;
        }

        /** Default true: SnapStart on the published version the alias (which the API invokes) points at. */
        public Builder snapStart(boolean snapStart) {
            this.snapStart = snapStart;
            return this;
        }

        /** Default: the door's jar bundled in this library. Override only to deploy a build of your own. */
        public Builder apiCode(Code apiCode) {
            this.apiCode = apiCode;
            return this;
        }

        /** {@link io.durabledispatch.settings.SettingsTable#HTTP_MAX_WAIT_SECONDS}, in whole seconds. */
        public Builder httpMaxWait(Duration maxWait) {
            apiVariables =
                    apiVariables.with(HTTP_MAX_WAIT_SECONDS, maxWait.toSeconds().longValue());
            return this;
        }

        /** {@link io.durabledispatch.settings.SettingsTable#MAX_CONCURRENCY}: the SDK clients' connection pool. */
        public Builder startConcurrency(int startConcurrency) {
            apiVariables = apiVariables.with(MAX_CONCURRENCY, startConcurrency);
            return this;
        }

        /** Default one month: how long the stage's access log keeps its lines. */
        public Builder accessLogRetention(RetentionDays retention) {
            this.accessLogRetention = retention;
            return this;
        }

        /** Default 3 s: the p99 latency of a start route that raises its alarm. */
        public Builder latencyAlarmThreshold(Duration threshold) {
            this.latencyAlarmThreshold = threshold;
            return this;
        }

        /**
         * Optional: add the API's widgets to this dashboard (e.g. {@link DurableDispatch#dashboard()}); default a
         * dashboard of the API's own.
         */
        public Builder dashboard(Dashboard dashboard) {
            this.dashboard = dashboard;
            return this;
        }

        /** Optional: every alarm notifies this topic. */
        public Builder alarmTopic(ITopic alarmTopic) {
            this.alarmTopic = alarmTopic;
            return this;
        }

        /** Default {@code <stack name>-<construct id>}: the alarms' prefix and the API's name. */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /** Default true: stack outputs under the construct for the API's URL and the door's alias ARN. */
        public Builder outputs(boolean outputs) {
            this.outputs = outputs;
            return this;
        }

        public DurableDispatchApiProps build() {
            return new DurableDispatchApiProps(this);
        }

        private Builder copy() {
            Builder copy = new Builder();
            copy.routes = routes;
            copy.authorizer = authorizer;
            copy.authorizationScopes = authorizationScopes;
            copy.anonymousAccess = anonymousAccess;
            copy.apiFunctionProps = apiFunctionProps;
            copy.snapStart = snapStart;
            copy.apiCode = apiCode;
            copy.apiVariables = apiVariables;
            copy.accessLogRetention = accessLogRetention;
            copy.latencyAlarmThreshold = latencyAlarmThreshold;
            copy.dashboard = dashboard;
            copy.alarmTopic = alarmTopic;
            copy.name = name;
            copy.outputs = outputs;
            return copy;
        }
    }
}
