package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.testing.Poll;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.ValidationException;

/**
 * EXPRESS semantics, through the real SfnClient. Step Functions Developer Guide, "Execution guarantees"
 * (https://docs.aws.amazon.com/step-functions/latest/dg/express-at-least-once-execution.html): Express workflows
 * do not manage idempotency, starting several with one name runs them all; API Reference "ListExecutions": not
 * supported by EXPRESS state machines.
 */
class ExpressStateMachineTest {
    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private final AtomicInteger runs = new AtomicInteger();
    private String expressArn;

    @BeforeEach
    void start() {
        expressArn = stepFunctions.emulator().registerStateMachine("clicks", SfnType.EXPRESS, input -> {
            runs.incrementAndGet();
            return input;
        });
    }

    @Test
    void aName_doesNotDeduplicate_everyStartRuns() {
        String first = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(expressArn).name("same").input("{}"))
                .executionArn();
        String second = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(expressArn).name("same").input("{}"))
                .executionArn();

        assertThat(first).isNotEqualTo(second).contains(":express:clicks:same:");
        assertThat(Poll.until(runs::get, n -> n == 2)).isEqualTo(2);
    }

    @Test
    void listExecutions_isNotSupportedForExpress() {
        assertThatThrownBy(() -> stepFunctions.sfn().listExecutions(b -> b.stateMachineArn(expressArn)))
                .isInstanceOf(ValidationException.class);
    }
}
