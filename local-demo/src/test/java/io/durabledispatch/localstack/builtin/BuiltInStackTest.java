package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.demo.DemoIncomplete;
import io.durabledispatch.demo.DemoReport;
import io.durabledispatch.demo.DemoRun;
import io.durabledispatch.demo.DemoTable;
import io.durabledispatch.demo.workload.WorkloadGenerator;
import io.durabledispatch.demo.workload.WorkloadSpec;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.ops.inspect.EngineExecutions;
import io.durabledispatch.ops.inspect.QueueMessages;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BuiltInStackTest {

    private BuiltInStack system;

    /**
     * The template with a short batching window and a fast carrier. The dispatcher keeps infra's timeout, so that no
     * record is returned unstarted for lack of time, and its queue a visibility timeout five times it, so that no
     * delivery outlasts it: however loaded the machine, a message is never delivered again while a delivery of it is
     * still at work (a second delivery of a conflict would park it twice). Retried records still come back within
     * seconds: the dispatcher postpones them on its backoff schedule, not on the visibility timeout.
     */
    static LocalSettings deliveredOnceSettings() {
        Duration timeout = Duration.ofSeconds(30);
        return LocalSettings.defaults()
                .withTuning(Tuning.NONE
                        .withMapping(10, Duration.ofMillis(100), 4)
                        .withTimeouts(timeout, timeout.multipliedBy(5)))
                .withShipmentDelay(Optional.of(Duration.ofMillis(50)));
    }

    static EngineExecutions executions(BuiltInStack system) {
        var clients = system.clients();
        return new EngineExecutions(
                clients.lambda(), clients.stepFunctions(), RouteDocuments.load(system.routeDocument()));
    }

    static DemoRun demo(BuiltInStack system) {
        var sqs = new QueueMessages(system.clients().sqs());
        return new DemoRun(sqs, executions(system), system.queues(), system::counters, Duration.ofSeconds(60));
    }

    /** The demo through both doors: the built-in app's HTTP API is the first (and only) one it serves. */
    static DemoRun demoWithApi(BuiltInStack system) {
        var sqs = new QueueMessages(system.clients().sqs());
        return new DemoRun(
                sqs,
                executions(system),
                system.queues(),
                system::counters,
                Duration.ofSeconds(60),
                Optional.of(system.app().apis().get(0).url()));
    }

    @AfterEach
    void stop() {
        if (system != null) system.close();
    }

    @Test
    void workload_startsOneSucceededExecutionPerRequest_andParksConflictsAndPoison() {
        system = BuiltInStack.start(deliveredOnceSettings(), QuietLog.LOGGER);
        var workload = WorkloadGenerator.generate(new WorkloadSpec(60, 3, 15, 10, 3, 5, 3L));

        DemoReport report = demo(system).run(workload);

        assertThat(report.executions()).isEqualTo(60 - 9 - 6 - 3 - 5);
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.parked("CONFLICT")).isEqualTo(3);
        assertThat(report.parked("INVALID")).isEqualTo(5);
        assertThat(report.deadLettered()).isZero();
        assertThat(report.problems()).isEmpty();
        assertThat(report.parkedByReason()).containsEntry("CONFLICT INPUT_CONFLICT", 3);
        assertThat(report.parkedByReason().keySet())
                .filteredOn(reason -> reason.startsWith("INVALID"))
                .isSubsetOf(
                        "INVALID MALFORMED_JSON", "INVALID NOT_AN_OBJECT", "INVALID NO_ROUTE", "INVALID MISSING_KEY")
                .hasSizeGreaterThanOrEqualTo(3);
    }

    /**
     * A quarter of the distinct requests go through the HTTP API with retry storms, a conflict and an invalid
     * body: every request still ends as one succeeded execution, and the door's answers are counted by kind.
     */
    @Test
    void workload_throughBothDoors_countsTheHttpAnswers_andEveryRequestEndsAsOneExecution() {
        system = BuiltInStack.start(deliveredOnceSettings(), QuietLog.LOGGER);
        var workload = WorkloadGenerator.generate(new WorkloadSpec(80, 3, 15, 10, 3, 5, 3L, 25));
        var api = workload.apiExpected();

        DemoReport report = demoWithApi(system).run(workload);

        assertThat(api.distinct()).isGreaterThanOrEqualTo(10);
        assertThat(api.repeats()).isPositive();
        assertThat(report.problems()).isEmpty();
        assertThat(report.executions()).isEqualTo(80 - 12 - 8 - 3 - 5);
        assertThat(report.executionsByStatus()).containsOnlyKeys("SUCCEEDED");
        assertThat(report.api().sent()).isEqualTo(api.requests());
        assertThat(report.apiAccepted()).isEqualTo(api.distinct() + api.repeats());
        assertThat(report.api().answered(422)).isEqualTo(api.conflicts()).isEqualTo(1);
        assertThat(report.api().answered(400)).isEqualTo(api.invalid()).isEqualTo(1);
        assertThat(report.parked("CONFLICT"))
                .as("the API's conflict is answered, not parked")
                .isEqualTo(3);
        assertThat(report.duplicatesCollapsed()).isEqualTo(12 + 8);
        assertThat(DemoTable.render(report))
                .contains("SQS door: events sent", "HTTP door: requests answered", "422 conflict", "400 invalid");
    }

    @Test
    void demo_thatCannotFinish_saysWhatIsStillInFlight_inOneLine() {
        system = BuiltInStack.start(deliveredOnceSettings().withShipmentDelay(Optional.empty()), QuietLog.LOGGER);
        var workload = WorkloadGenerator.generate(new WorkloadSpec(20, 2, 0, 0, 0, 0, 5L));
        var sqs = new QueueMessages(system.clients().sqs());
        // Long enough that a loaded machine's pauses between two records are not taken for the stall.
        var run = new DemoRun(sqs, executions(system), system.queues(), system::counters, Duration.ofSeconds(10));
        int firstWave = workload.waves().get(0).size(); // the orders of the first wave never finish

        assertThatThrownBy(() -> run.run(workload))
                .isInstanceOf(DemoIncomplete.class)
                .hasMessageStartingWith("demo did not finish: nothing moved for PT10S; %d events sent, %d handled;"
                        .formatted(firstWave, firstWave))
                .hasMessageContaining("still running; 0 messages still in the queues")
                .hasMessageNotContaining("\n");
        assertThat(system.counters().executions().running()).isPositive();
    }
}
