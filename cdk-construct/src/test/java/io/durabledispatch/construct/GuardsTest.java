package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.services.lambda.eventsources.SqsEventSourceProps;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/** Each guard, fired on the team's app with one bad setting: the message names the route and the setting. */
class GuardsTest {
    @TempDir
    Path assets;

    @Test
    void retentionGuard_refusesATargetThatForgetsNamesBeforeTheLastDuplicate() {
        assertThatThrownBy(() -> TeamApp.build(
                        assets, StateMachineType.STANDARD, Duration.days(20), TeamApp.GENEROUS_QUOTA, props -> props))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Route 'invoice-issued': a duplicate can still arrive 25 days after the first "
                        + "start (queueRetention 4 days + deadLetterRetention 14 days + lateResend 7 days)")
                .hasMessageContaining("invoice-workflow:prod remembers execution names for only 20 days")
                .hasMessageNotContaining("refund-requested");
    }

    @Test
    void retentionGuard_measuresStepFunctionsAgainstNinetyDays() {
        assertThatThrownBy(() -> TeamApp.build(
                        assets,
                        StateMachineType.STANDARD,
                        Duration.days(90),
                        TeamApp.GENEROUS_QUOTA,
                        props -> props.queueRetention(Duration.days(14)).lateResend(Duration.days(63))))
                .hasMessageContaining("Route 'refund-requested': a duplicate can still arrive 91 days")
                .hasMessageContaining("TeamStack/Refunds remembers execution names for only 90 days");
    }

    @Test
    void standardOnlyGuard_refusesAnExpressStateMachine() {
        assertThatThrownBy(() -> TeamApp.build(
                        assets, StateMachineType.EXPRESS, Duration.days(60), TeamApp.GENEROUS_QUOTA, props -> props))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(
                        "Route 'refund-requested': state machine TeamStack/Refunds is EXPRESS " + "(stateMachineType)")
                .hasMessageNotContaining("invoice-issued");
    }

    @Test
    void startRateGuard_failsTheSynth_farAboveTheQuota() {
        assertThatThrownBy(() -> TeamApp.build(
                        assets,
                        StateMachineType.STANDARD,
                        Duration.days(60),
                        100,
                        props -> props.eventSourceProps(maxConcurrency(50)).startConcurrency(32)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Route 'invoice-issued' → invoice-workflow:prod: the event source mapping can "
                        + "start up to 32000 starts/s (eventSourceProps.maxConcurrency 50 × startConcurrency 32 / "
                        + "nominalStartLatency"
                        + " 50 ms), more than 10 × (startQuotaErrorFactor) the target's startQuota of 100/s")
                .hasMessageContaining("Route 'refund-requested' → TeamStack/Refunds");
    }

    @Test
    void startRateGuard_warnsAboveTheQuota() {
        TeamApp app = TeamApp.build(
                assets,
                StateMachineType.STANDARD,
                Duration.days(60),
                1000,
                props -> props.eventSourceProps(maxConcurrency(10)).startConcurrency(16));

        assertThat(Annotations.fromStack(app.stack)
                        .findWarning("/TeamStack/Dispatch", Match.stringLikeRegexp(".*startQuota.*")))
                .extracting(message -> message.getEntry().getData().toString())
                .anySatisfy(warning -> assertThat(warning)
                        .contains(
                                "Route 'invoice-issued' → invoice-workflow:prod: the event source mapping can start "
                                        + "up to 3200 starts/s (eventSourceProps.maxConcurrency 10 × "
                                        + "startConcurrency 16",
                                "above the target's startQuota of 1000/s"))
                .hasSize(2);
    }

    @Test
    void routeValidation_refusesWhatTheDispatcherWouldRefuse_withItsMessage() {
        DispatchRoute badKey = DispatchRoute.builder()
                .name("invoice-issued")
                .operation("invoice")
                .match("/type", "invoice.issued")
                .tenant("/tenant_id")
                .key("invoice_no")
                .target(DispatchTarget.durableFunctionAlias(TeamApp.INVOICE_ALIAS_ARN, Duration.days(60)))
                .build();
        Stack stack = new Stack(new App(), "TeamStack");

        assertThatThrownBy(() -> new DurableDispatch(
                        stack,
                        "Dispatch",
                        DurableDispatchProps.builder()
                                .routes(List.of(badKey))
                                .dispatcherCode(TeamApp.placeholderCode(assets))
                                .build()))
                .hasMessage("TeamStack/Dispatch: route 'invoice-issued' (routes[0]): key[0] must be a JSON pointer "
                        + "like /order_no, was 'invoice_no'");
    }

    @Test
    void durableFunctionAlias_refusesAnArnWithoutAlias() {
        assertThatThrownBy(() -> DispatchTarget.durableFunctionAlias(TeamApp.INVOICE_FUNCTION_ARN, Duration.days(60)))
                .hasMessageContaining(
                        "is not an alias ARN like arn:aws:lambda:<region>:<account>:function:<name>:<alias>");
    }

    private static SqsEventSourceProps maxConcurrency(int maxConcurrency) {
        return SqsEventSourceProps.builder().maxConcurrency(maxConcurrency).build();
    }

    @Test
    void props_areCheckedAgainstAwsLimits_namingTheProp() {
        assertThatThrownBy(() -> TeamApp.build(
                        assets,
                        StateMachineType.STANDARD,
                        Duration.days(60),
                        TeamApp.GENEROUS_QUOTA,
                        props -> props.eventSourceProps(
                                SqsEventSourceProps.builder().batchSize(20).build())))
                .hasMessage("eventSourceProps.batchSize must be between 1 and 10, was 20");
        assertThatThrownBy(() -> TeamApp.build(
                        assets,
                        StateMachineType.STANDARD,
                        Duration.days(60),
                        TeamApp.GENEROUS_QUOTA,
                        props -> props.maxReceiveCount(3)))
                .hasMessageStartingWith("maxReceiveCount must be 5-1000");
        assertThatThrownBy(() -> TeamApp.build(
                        assets,
                        StateMachineType.STANDARD,
                        Duration.days(60),
                        TeamApp.GENEROUS_QUOTA,
                        props -> props.eventSourceProps(SqsEventSourceProps.builder()
                                .maxBatchingWindow(Duration.seconds(2))
                                .build())))
                .hasMessageStartingWith("eventSourceProps.maxBatchingWindow must be 0 on a FIFO queue");
    }
}
