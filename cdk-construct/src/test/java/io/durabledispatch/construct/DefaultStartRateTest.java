package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Environment;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.Pass;
import software.amazon.awscdk.services.stepfunctions.StateMachine;

/**
 * A team that changes nothing gets a clean synth: the default start concurrency is derived from the targets'
 * start quotas, so the start-rate guard warns only about a setting someone chose.
 */
class DefaultStartRateTest {
    @TempDir
    Path assets;

    @Test
    void defaultProps_synthesizeWithoutAnyWarning_fillingTheDefaultQuota() {
        Stack stack = app(null, true, invoices(), props -> props);

        assertThat(Annotations.fromStack(stack).findWarning("*", Match.anyValue()))
                .isEmpty();
        assertThat(startConcurrency(stack)).as("300/s × 50 ms / 5 invocations").isEqualTo("3");
    }

    @Test
    void inARegionWithALowerStepFunctionsQuota_theLowestQuotaSetsTheDefault() {
        Stack stack = app("eu-central-1", true, invoices(), props -> props);

        assertThat(Annotations.fromStack(stack).findWarning("*", Match.anyValue()))
                .isEmpty();
        assertThat(startConcurrency(stack))
                .as("150/s × 50 ms / 5 invocations, rounded down")
                .isEqualTo("1");
    }

    @Test
    void aRaisedQuota_raisesTheDefault() {
        Stack stack = app(null, true, invoices().withStartQuota(3000), props -> props);

        assertThat(startConcurrency(stack))
                .as("the state machine's 300/s stays the lowest")
                .isEqualTo("3");
        Stack raised = app(null, false, invoices().withStartQuota(3000), props -> props);
        assertThat(startConcurrency(raised))
                .as("3000/s × 50 ms / 5 invocations")
                .isEqualTo("30");
    }

    @Test
    void anExplicitStartConcurrencyAboveTheQuota_stillWarns() {
        Stack stack = app(null, true, invoices(), props -> props.startConcurrency(16));

        assertThat(startRateWarnings(stack))
                .hasSize(2)
                .allSatisfy(warning -> assertThat(warning)
                        .contains(
                                "up to 1600 starts/s (eventSourceProps.maxConcurrency 5 × startConcurrency 16",
                                "above the target's startQuota of 300/s"));
    }

    @Test
    void aMappingAboveTheQuota_warnsEvenAtTheLowestDerivedStartConcurrency() {
        Stack stack = app(
                null,
                true,
                invoices(),
                props -> props.eventSourceProps(
                        SqsEventSourceProps.builder().maxConcurrency(20).build()));

        assertThat(startConcurrency(stack)).isEqualTo("1");
        assertThat(startRateWarnings(stack))
                .hasSize(2)
                .allSatisfy(warning -> assertThat(warning)
                        .contains("up to 400 starts/s (eventSourceProps.maxConcurrency 20 × startConcurrency 1"));
    }

    /** A durable function deployed elsewhere, imported by alias ARN, with the default start quota. */
    private static DurableFunctionTarget invoices() {
        return DispatchTarget.durableFunctionAlias(TeamApp.INVOICE_ALIAS_ARN, Duration.days(60));
    }

    /** A team's stack routing to {@code invoices} and, {@code withRefunds}, to a state machine of its own. */
    private Stack app(
            String region,
            boolean withRefunds,
            DurableFunctionTarget invoices,
            UnaryOperator<DurableDispatchProps.Builder> customize) {
        StackProps env = region == null
                ? StackProps.builder().build()
                : StackProps.builder()
                        .env(Environment.builder()
                                .account("111122223333")
                                .region(region)
                                .build())
                        .build();
        Stack stack = new Stack(new App(), "TeamStack", env);
        List<DispatchRoute> routes = new ArrayList<>(List.of(route("invoice-issued", invoices)));
        if (withRefunds) {
            StateMachine refunds = StateMachine.Builder.create(stack, "Refunds")
                    .definitionBody(DefinitionBody.fromChainable(new Pass(stack, "Refund")))
                    .build();
            routes.add(route("refund-requested", DispatchTarget.stateMachine(refunds)));
        }
        new DurableDispatch(
                stack,
                "Dispatch",
                customize
                        .apply(DurableDispatchProps.builder()
                                .routes(routes)
                                .dispatcherCode(TeamApp.placeholderCode(assets)))
                        .build());
        return stack;
    }

    private static DispatchRoute route(String name, DispatchTarget target) {
        return DispatchRoute.builder()
                .name(name)
                .operation(name.substring(0, name.indexOf('-')))
                .match("/type", name.replace('-', '.'))
                .tenant("/tenant_id")
                .key("/id")
                .target(target)
                .build();
    }

    private static String startConcurrency(Stack stack) {
        return TemplateJson.of(Template.fromStack(stack))
                .dispatcherProperties()
                .path("Environment")
                .path("Variables")
                .path("MAX_CONCURRENCY")
                .asText();
    }

    private static List<String> startRateWarnings(Stack stack) {
        return Annotations.fromStack(stack)
                .findWarning("/TeamStack/Dispatch", Match.stringLikeRegexp(".*startQuota.*"))
                .stream()
                .map(message -> message.getEntry().getData().toString())
                .toList();
    }
}
