package io.durabledispatch.core.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.durabledispatch.core.json.Sha256;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.core.plan.Reason;
import io.durabledispatch.core.start.InMemoryWorkflowStarter;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.RetryCause;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.core.start.TargetStarters;
import io.durabledispatch.core.start.WorkflowStarter;
import io.durabledispatch.routes.LambdaDurableTarget;
import io.durabledispatch.routes.StepFunctionsTarget;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.retry.RetrySchedule;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The admission API as a door uses it: a request with outside key values in, one typed outcome out. The routes
 * take the tenant from a path parameter and the key from a header, as an HTTP door with an Idempotency-Key would.
 */
class AdmissionTest {
    private static final String MACHINE = "arn:aws:states:eu-west-1:123456789012:stateMachine:payments";
    private static final String ROUTES = "{\"version\":1,\"routes\":["
            + route(
                    "payment",
                    "payment.requested",
                    "{\"type\":\"stepfunctions\",\"stateMachineArn\":\"" + MACHINE + "\"}")
            + ","
            + route(
                    "refund",
                    "refund.requested",
                    "{\"type\":\"lambda\",\"function\":\"refunds\",\"qualifier\":" + "\"live\"}")
            + "]}";
    private static final RetrySchedule SCHEDULE = new RetrySchedule(Duration.ofSeconds(3), Duration.ofSeconds(30));

    private final InMemoryWorkflowStarter<StepFunctionsTarget> machines = new InMemoryWorkflowStarter<>();
    private WorkflowStarter<LambdaDurableTarget> functions = (target, name, input) -> StartResult.of(
                    Outcome.ACCEPTED, "")
            .withExecutionId("arn:aws:lambda:eu-west-1:123456789012:function:refunds:live/durable-execution/" + name);

    private static String route(String operation, String type, String target) {
        return "{\"name\":\"" + operation + "\",\"operation\":\"" + operation + "\",\"match\":{\"/type\":\"" + type
                + "\"},\"tenant\":\"path:tenant\",\"key\":[\"header:Idempotency-Key\"],"
                + "\"normalize\":{\"path:tenant\":[\"trim\",\"lower\"]},\"maxKeyBytes\":16,"
                + "\"input\":[\"path:tenant\",\"/amount\"],\"target\":" + target + "}";
    }

    private Admission admission() {
        TargetStarters starters = new TargetStarters((t, n, i) -> functions.start(t, n, i), machines);
        return new Admission(new Planner(RouteDocuments.load(ROUTES)), starters, new RetryHints(SCHEDULE));
    }

    private static String payment(String amount) {
        return "{\"type\":\"payment.requested\",\"amount\":" + amount + "}";
    }

    private static AdmissionRequest request(String body, String tenant, String idempotencyKey) {
        return AdmissionRequest.of(body, Map.of("path:tenant", tenant, "header:Idempotency-Key", idempotencyKey));
    }

    @Test
    void aNewRequest_isStarted_namingTheExecutionItsIdAndTarget() {
        AdmissionOutcome outcome = admission().admit(request(payment("10"), "acme", "pay-1"));

        AdmissionOutcome.Started started = started(outcome);
        assertThat(started.executionName()).startsWith("payment-pay-1-");
        assertThat(started.executionId())
                .contains(InMemoryWorkflowStarter.idOf(new StepFunctionsTarget(MACHINE), started.executionName()));
        assertThat(started.target()).isEqualTo(new StepFunctionsTarget(MACHINE).describe());
        assertThat(started.confirmedNew()).isTrue();
        assertThat(machines.executions()).hasSize(1);
    }

    @Test
    void aLambdaStart_isStarted_withoutClaimingTheExecutionIsNew() {
        AdmissionOutcome outcome = admission()
                .admit(AdmissionRequest.of(
                        "{\"type\":\"refund.requested\",\"amount\":5}",
                        Map.of("path:tenant", "acme", "header:idempotency-key", "r-1")));

        AdmissionOutcome.Started started = started(outcome);
        assertThat(started.confirmedNew()).isFalse();
        assertThat(started.executionId())
                .hasValueSatisfying(id -> assertThat(id).endsWith("/durable-execution/" + started.executionName()));
    }

    @Test
    void outsideValues_nameTheExecution_andReachTheInputWhereTheRouteProjectsThem() {
        Admission admission = admission();

        AdmissionOutcome acme = admission.admit(request(payment("10"), " ACME ", "pay-1"));
        AdmissionOutcome globex = admission.admit(request(payment("10"), "globex", "pay-1"));

        assertThat(started(acme).executionName()).isNotEqualTo(started(globex).executionName());
        assertThat(started(acme).planned().canonicalInput())
                .isEqualTo("{\"amount\":10,\"path\":{\"tenant\":\"acme\"}}");
        assertThat(started(acme).planned().tenant()).isEqualTo("acme");
    }

    @Test
    void headerNames_areMatchedInAnyCase() {
        Admission admission = admission();
        AdmissionOutcome lower = admission.admit(
                AdmissionRequest.of(payment("10"), Map.of("path:tenant", "acme", "header:idempotency-key", "pay-1")));
        AdmissionOutcome upper = admission.admit(
                AdmissionRequest.of(payment("10"), Map.of("path:tenant", "acme", "header:IDEMPOTENCY-KEY", "pay-1")));

        assertThat(upper.kind()).isEqualTo(AdmissionOutcome.Kind.SAME_EXECUTION);
        assertThat(upper.plan().orElseThrow().executionName())
                .isEqualTo(lower.plan().orElseThrow().executionName());
    }

    @Test
    void theSameKeyWithTheSameContent_isTheSameExecution() {
        Admission admission = admission();
        String name = started(admission.admit(request(payment("10"), "acme", "pay-1")))
                .executionName();

        AdmissionOutcome again = admission.admit(request(payment("10.00"), "acme", "pay-1"));

        AdmissionOutcome.SameExecution same = again.fold(
                s -> fail("expected the same execution, was " + s),
                x -> x,
                c -> fail("" + c),
                i -> fail("" + i),
                r -> fail("" + r));
        assertThat(same.executionName()).isEqualTo(name);
        assertThat(same.executionId()).contains(InMemoryWorkflowStarter.idOf(new StepFunctionsTarget(MACHINE), name));
        assertThat(machines.executions()).hasSize(1);
    }

    @Test
    void theSameKeyWithOtherContent_isAConflict_withBothFingerprints() {
        Admission admission = admission();
        AdmissionOutcome first = admission.admit(request(payment("10"), "acme", "pay-1"));

        AdmissionOutcome second = admission.admit(request(payment("99"), "acme", "pay-1"));

        AdmissionOutcome.Conflict conflict = second.fold(
                s -> fail("expected a conflict, was " + s),
                x -> fail("" + x),
                c -> c,
                i -> fail("" + i),
                r -> fail("" + r));
        String firstInput = first.plan().orElseThrow().canonicalInput();
        assertThat(conflict.existingFingerprint()).contains(Sha256.hex(firstInput));
        assertThat(conflict.requestFingerprint())
                .isEqualTo(Sha256.hex("{\"amount\":99,\"path\":{\"tenant\":\"acme\"}}"))
                .isNotEqualTo(conflict.existingFingerprint().orElseThrow());
        assertThat(conflict.executionName())
                .isEqualTo(first.plan().orElseThrow().executionName());
        assertThat(conflict.reason()).isEqualTo("execution exists with a different input");
    }

    @Test
    void aMissingOutsideValue_isInvalid_namingItsSource() {
        AdmissionOutcome outcome = admission().admit(AdmissionRequest.of(payment("10"), Map.of("path:tenant", "acme")));

        AdmissionOutcome.Invalid invalid = invalid(outcome);
        assertThat(invalid.reason()).isEqualTo(Reason.MISSING_KEY);
        assertThat(invalid.detail()).isEqualTo("key field header:idempotency-key is missing");
        assertThat(invalid.route()).contains("payment");
        assertThat(invalid.planned()).isEmpty();
        assertThat(machines.calls()).isEmpty();
    }

    @Test
    void anOutsideValueOverTheRoutesLimit_isInvalid_asKeyTooLong() {
        AdmissionOutcome outcome = admission().admit(request(payment("10"), "acme", "k".repeat(17)));

        AdmissionOutcome.Invalid invalid = invalid(outcome);
        assertThat(invalid.reason()).isEqualTo(Reason.KEY_TOO_LONG);
        assertThat(invalid.detail())
                .isEqualTo("key field header:idempotency-key is 17 bytes (UTF-8, normalised), over route payment's "
                        + "maxKeyBytes of 16");
    }

    @Test
    void anEmptyOutsideValue_isInvalid_asEmptyKey() {
        AdmissionOutcome outcome = admission().admit(request(payment("10"), "  ", "pay-1"));

        assertThat(invalid(outcome).reason()).isEqualTo(Reason.EMPTY_KEY);
        assertThat(invalid(outcome).detail()).isEqualTo("key field path:tenant is empty");
    }

    @Test
    void badBodies_areInvalid_withTheSqsDoorsReasonCodes() {
        Admission admission = admission();

        assertThat(invalid(admission.admit(request("{\"type\":", "acme", "k"))).reason())
                .isEqualTo(Reason.MALFORMED_JSON);
        assertThat(invalid(admission.admit(request("{\"type\":\"other\"}", "acme", "k")))
                        .reason())
                .isEqualTo(Reason.NO_ROUTE);
        assertThat(invalid(admission.admit(request("[1]", "acme", "k"))).reason())
                .isEqualTo(Reason.NOT_AN_OBJECT);
    }

    @Test
    void aThrottledStart_isRetryable_withTheSchedulesFirstDelayAsHint() {
        AdmissionOutcome outcome = admission().admit(request(payment("\"THROTTLE\""), "acme", "pay-1"));

        AdmissionOutcome.Retryable retry = retryable(outcome);
        assertThat(retry.cause()).isEqualTo(RetryCause.THROTTLED);
        assertThat(retry.delayHint()).isEqualTo(SCHEDULE.ceiling(1)).isEqualTo(Duration.ofSeconds(3));
        assertThat(retry.detail()).contains("429");
        assertThat(retry.planned()).isPresent();
    }

    @Test
    void aStarterThatThrows_isRetryable_asADeploymentFault_withALongerHint() {
        functions = (target, name, input) -> {
            throw new IllegalStateException("adapter bug");
        };

        AdmissionOutcome outcome = admission()
                .admit(AdmissionRequest.of(
                        "{\"type\":\"refund.requested\",\"amount\":5}",
                        Map.of("path:tenant", "acme", "header:Idempotency-Key", "r-1")));

        AdmissionOutcome.Retryable retry = retryable(outcome);
        assertThat(retry.cause()).isEqualTo(RetryCause.DEPLOYMENT_FAULT);
        assertThat(retry.detail()).isEqualTo("unexpected IllegalStateException");
        assertThat(retry.delayHint()).isEqualTo(SCHEDULE.max());
    }

    @Test
    void aTargetThatRefusesTheInput_isInvalid_withThePlan() {
        functions = (target, name, input) -> StartResult.invalid("target refused the input: RequestTooLarge");

        AdmissionOutcome outcome = admission()
                .admit(AdmissionRequest.of(
                        "{\"type\":\"refund.requested\",\"amount\":5}",
                        Map.of("path:tenant", "acme", "header:Idempotency-Key", "r-1")));

        assertThat(invalid(outcome).reason()).isEqualTo(Reason.TARGET_REJECTED_INPUT);
        assertThat(invalid(outcome).planned()).isPresent();
    }

    @Test
    void eachKind_canBeSwitchedOnExhaustively() {
        Admission admission = admission();
        admission.admit(request(payment("10"), "acme", "pay-1"));

        assertThat(status(admission.admit(request(payment("10"), "acme", "pay-2"))))
                .isEqualTo(201);
        assertThat(status(admission.admit(request(payment("10"), "acme", "pay-1"))))
                .isEqualTo(200);
        assertThat(status(admission.admit(request(payment("11"), "acme", "pay-1"))))
                .isEqualTo(409);
        assertThat(status(admission.admit(request("{}", "acme", "pay-1")))).isEqualTo(422);
        assertThat(status(admission.admit(request(payment("\"THROTTLE\""), "acme", "pay-3"))))
                .isEqualTo(503);
    }

    @Test
    void aRequest_refusesOutsideNamesThatAreNoSource() {
        assertThatThrownBy(() -> AdmissionRequest.of(payment("1"), Map.of("Idempotency-Key", "k")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("outside values are named header:<name> or path:<name>, was 'Idempotency-Key'");
        assertThatThrownBy(() -> AdmissionRequest.of(payment("1"), Map.of("header:A", "1", "header:a", "2")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("is given twice");
    }

    /** What an HTTP door might answer: the kind alone decides, and the compiler checks every kind is here. */
    private static int status(AdmissionOutcome outcome) {
        return switch (outcome.kind()) {
            case STARTED -> 201;
            case SAME_EXECUTION -> 200;
            case CONFLICT -> 409;
            case INVALID -> 422;
            case RETRYABLE -> 503;
        };
    }

    private static AdmissionOutcome.Started started(AdmissionOutcome outcome) {
        return outcome.fold(
                s -> s,
                x -> fail("expected a start, was " + x),
                c -> fail("expected a start, was " + c),
                i -> fail("expected a start, was " + i),
                r -> fail("expected a start, was " + r));
    }

    private static AdmissionOutcome.Invalid invalid(AdmissionOutcome outcome) {
        return outcome.fold(
                s -> fail("expected invalid, was " + s),
                x -> fail("expected invalid, was " + x),
                c -> fail("expected invalid, was " + c),
                i -> i,
                r -> fail("expected invalid, was " + r));
    }

    private static AdmissionOutcome.Retryable retryable(AdmissionOutcome outcome) {
        return outcome.fold(
                s -> fail("expected a retry, was " + s),
                x -> fail("expected a retry, was " + x),
                c -> fail("expected a retry, was " + c),
                i -> fail("expected a retry, was " + i),
                r -> r);
    }

    @Test
    void anOutcomeWithoutAPlan_isOnlyAnUnplannableRequest() {
        assertThat(admission().admit(request("nope", "acme", "k")).plan()).isEmpty();
        assertThat(admission().admit(request(payment("1"), "acme", "k")).plan())
                .isEqualTo(Optional.of(
                        admission().plan(request(payment("1"), "acme", "k")).fold(p -> p, r -> fail("" + r))));
    }
}
