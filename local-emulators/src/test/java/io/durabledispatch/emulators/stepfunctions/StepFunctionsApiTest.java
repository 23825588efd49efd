package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.testing.Poll;
import io.durabledispatch.routes.arn.StateMachineArns;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.sfn.model.ExecutionDoesNotExistException;
import software.amazon.awssdk.services.sfn.model.ExecutionListItem;
import software.amazon.awssdk.services.sfn.model.ExecutionStatus;
import software.amazon.awssdk.services.sfn.model.InvalidNameException;
import software.amazon.awssdk.services.sfn.model.ListExecutionsResponse;
import software.amazon.awssdk.services.sfn.model.StateMachineDoesNotExistException;

/** Name validation, listing, stopping and lookup errors through the real SfnClient. */
class StepFunctionsApiTest {
    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private final CountDownLatch release = new CountDownLatch(1);
    private String heldArn;

    @BeforeEach
    void start() {
        heldArn = stepFunctions.emulator().registerStateMachine("held", input -> {
            release.await();
            return input;
        });
    }

    @AfterEach
    void stop() {
        release.countDown();
    }

    @ParameterizedTest
    @ValueSource(strings = {"has space", "a:b", "a/b", "semi;colon", "dollar$", "tab\tname"})
    void start_rejectsNamesWithForbiddenCharacters(String name) {
        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(heldArn).name(name)))
                .isInstanceOf(InvalidNameException.class);
        assertThat(stepFunctions.emulator().executions()).isEmpty();
    }

    @Test
    void start_acceptsEightyCharacters_andRejectsEightyOne() {
        String eighty = "n".repeat(80);

        stepFunctions.sfn().startExecution(b -> b.stateMachineArn(heldArn).name(eighty));

        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(heldArn).name(eighty + "n")))
                .isInstanceOf(InvalidNameException.class);
    }

    @Test
    void start_failsForUnknownStateMachine() {
        String unknown = heldArn.replace(":held", ":missing");

        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(unknown).name("x")))
                .isInstanceOf(StateMachineDoesNotExistException.class);
    }

    @Test
    void describe_failsForUnknownExecution() {
        String unknown = StateMachineArns.executionArn(heldArn, "nope");

        assertThatThrownBy(() -> stepFunctions.sfn().describeExecution(b -> b.executionArn(unknown)))
                .isInstanceOf(ExecutionDoesNotExistException.class);
    }

    @Test
    void listExecutions_pagesAndFiltersByStatus() {
        for (String name : List.of("a", "b", "c")) {
            stepFunctions
                    .sfn()
                    .startExecution(b -> b.stateMachineArn(heldArn).name(name).input("{}"));
        }
        stepFunctions.sfn().stopExecution(b -> b.executionArn(StateMachineArns.executionArn(heldArn, "b")));

        ListExecutionsResponse firstPage = stepFunctions
                .sfn()
                .listExecutions(b -> b.stateMachineArn(heldArn).maxResults(2));
        ListExecutionsResponse secondPage = stepFunctions
                .sfn()
                .listExecutions(b -> b.stateMachineArn(heldArn).maxResults(2).nextToken(firstPage.nextToken()));
        List<String> aborted = stepFunctions
                .sfn()
                .listExecutions(b -> b.stateMachineArn(heldArn).statusFilter(ExecutionStatus.ABORTED))
                .executions()
                .stream()
                .map(ExecutionListItem::name)
                .toList();

        assertThat(firstPage.executions()).hasSize(2);
        assertThat(secondPage.executions()).hasSize(1);
        assertThat(secondPage.nextToken()).isNull();
        assertThat(aborted).containsExactly("b");
    }

    @Test
    void listExecutions_paginatorReturnsEveryExecutionOnce_newestFirst_andRefusesForeignTokens() {
        List<String> names = new java.util.ArrayList<>();
        for (int n = 0; n < 23; n++) {
            String name = "p_" + n; // '_' also separates a token's parts
            names.add(name);
            stepFunctions
                    .sfn()
                    .startExecution(b -> b.stateMachineArn(heldArn).name(name).input("{}"));
        }

        List<ExecutionListItem> listed =
                stepFunctions
                        .sfn()
                        .listExecutionsPaginator(b -> b.stateMachineArn(heldArn).maxResults(5))
                        .executions()
                        .stream()
                        .toList();

        assertThat(listed).extracting(ExecutionListItem::name).containsExactlyInAnyOrderElementsOf(names);
        assertThat(listed)
                .isSortedAccordingTo(java.util.Comparator.comparing(ExecutionListItem::startDate)
                        .reversed()
                        .thenComparing(ExecutionListItem::name));
        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .listExecutions(b -> b.stateMachineArn(heldArn).nextToken("not-ours")))
                .hasMessageContaining("Invalid Token");
    }

    @Test
    void stop_abortsRunningExecution_withErrorAndCause() {
        String arn = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(heldArn).name("s").input("{}"))
                .executionArn();

        stepFunctions
                .sfn()
                .stopExecution(b -> b.executionArn(arn).error("Operator").cause("manual stop"));
        release.countDown();

        var described = Poll.until(
                () -> stepFunctions.sfn().describeExecution(b -> b.executionArn(arn)), d -> d.stopDate() != null);
        assertThat(described.status()).isEqualTo(ExecutionStatus.ABORTED);
        assertThat(described.error()).isEqualTo("Operator");
        assertThat(described.cause()).isEqualTo("manual stop");
    }
}
