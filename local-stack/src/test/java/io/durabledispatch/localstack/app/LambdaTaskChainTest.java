package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.localstack.template.StateMachineSpec;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which definitions the local stack runs itself: Lambda tasks of the template chained to a Succeed state. */
class LambdaTaskChainTest {
    private static final String ARN = "arn:aws:lambda:us-east-1:000000000000:function:";
    private static final Map<String, String> FUNCTIONS = Map.of(ARN + "redeem", "redeem", ARN + "notify", "notify");

    @Test
    void tasksCallingTemplateFunctions_runInOrder_eachOutputTheNextInput() throws Exception {
        var machine = spec("""
                {"StartAt":"Redeem","States":{
                  "Redeem":{"Type":"Task","Resource":"%sredeem","Retry":[{"ErrorEquals":["Lambda.ServiceException"]}],
                            "Next":"Notify"},
                  "Notify":{"Type":"Task","Resource":"%snotify","Next":"Done"},
                  "Done":{"Type":"Succeed"}}}""".formatted(ARN, ARN));

        Optional<List<String>> chain = LambdaTaskChain.of(machine, FUNCTIONS);

        assertThat(chain).contains(List.of("redeem", "notify"));
        String output = LambdaTaskChain.running(chain.orElseThrow(), (function, payload) -> payload + ">" + function)
                .run("in");
        assertThat(output).isEqualTo("in>redeem>notify");
    }

    @Test
    void otherStatesOrFunctionsOutsideTheTemplate_areNotRunnable() {
        String choice = """
                {"StartAt":"C","States":{"C":{"Type":"Choice","Choices":[],"Default":"D"},"D":{"Type":"Succeed"}}}""";
        String foreign = """
                {"StartAt":"T","States":{"T":{"Type":"Task","Resource":"%sother","End":true}}}""".formatted(ARN);
        String parameters = """
                {"StartAt":"T","States":{"T":{"Type":"Task","Resource":"%sredeem","Parameters":{},"End":true}}}""".formatted(ARN);

        for (String definition : List.of(choice, foreign, parameters, "not json")) {
            assertThat(LambdaTaskChain.of(spec(definition), FUNCTIONS))
                    .as(definition)
                    .isEmpty();
        }
    }

    private static StateMachineSpec spec(String definition) {
        return new StateMachineSpec("Machine", "machine", "STANDARD", definition, List.of());
    }
}
