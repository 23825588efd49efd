package io.durabledispatch.routes.arn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StateMachineArnsTest {
    private static final String MACHINE = "arn:aws:states:us-east-1:123456789012:stateMachine:reward-redemption";

    @Test
    void executionArn_isTheMachineArnWithExecutionAndTheName() {
        assertThat(StateMachineArns.executionArn(MACHINE, "reward-m1-0a1b"))
                .isEqualTo("arn:aws:states:us-east-1:123456789012:execution:reward-redemption:reward-m1-0a1b");
    }

    @Test
    void name_readsTheMachineName_fromArnsOfTheMachineItsVersionsAndAliases() {
        assertThat(StateMachineArns.name(MACHINE)).isEqualTo("reward-redemption");
        assertThat(StateMachineArns.name(MACHINE + ":3")).isEqualTo("reward-redemption");
        assertThat(StateMachineArns.name(MACHINE + ":prod")).isEqualTo("reward-redemption");
        assertThat(StateMachineArns.name("reward-redemption")).isEqualTo("reward-redemption");
    }
}
