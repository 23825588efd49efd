package io.durabledispatch.emulators.stepfunctions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.sfn.model.DescribeStateMachineResponse;
import software.amazon.awssdk.services.sfn.model.ExecutionAlreadyExistsException;
import software.amazon.awssdk.services.sfn.model.InvalidArnException;
import software.amazon.awssdk.services.sfn.model.StateMachineDoesNotExistException;
import software.amazon.awssdk.services.sfn.model.StateMachineStatus;
import software.amazon.awssdk.services.sfn.model.StateMachineType;
import software.amazon.awssdk.services.sfn.model.ValidationException;

/**
 * DescribeStateMachine and qualified state machine ARNs, through the real SfnClient. Rules from the Step
 * Functions API Reference, "DescribeStateMachine" and "StartExecution"
 * (https://docs.aws.amazon.com/step-functions/latest/apireference/API_DescribeStateMachine.html): a version ARN
 * describes that version, a Distributed Map state ARN fails with ValidationException, names are unique per state
 * machine whatever version or alias started the execution.
 */
class StateMachineDescriptionTest {
    @RegisterExtension
    final RunningStepFunctions stepFunctions = new RunningStepFunctions();

    private String standardArn;
    private String expressArn;

    @BeforeEach
    void start() {
        standardArn = stepFunctions.emulator().registerStateMachine("orders", input -> input);
        expressArn = stepFunctions.emulator().registerStateMachine("clicks", SfnType.EXPRESS, input -> input);
    }

    @Test
    void describe_reportsTypeStatusAndName() {
        DescribeStateMachineResponse standard = describe(standardArn);
        DescribeStateMachineResponse express = describe(expressArn);

        assertThat(standard.type()).isEqualTo(StateMachineType.STANDARD);
        assertThat(standard.status()).isEqualTo(StateMachineStatus.ACTIVE);
        assertThat(standard.name()).isEqualTo("orders");
        assertThat(standard.stateMachineArn()).isEqualTo(standardArn);
        assertThat(standard.definition()).contains("StartAt");
        assertThat(standard.roleArn()).startsWith("arn:aws:iam::000000000000:role/");
        assertThat(standard.creationDate()).isNotNull();
        assertThat(express.type()).isEqualTo(StateMachineType.EXPRESS);
    }

    @Test
    void versionArn_describesThatVersion_andUnknownVersionsDoNotExist() {
        String v1 = stepFunctions.emulator().publishVersion(standardArn);
        String v2 = stepFunctions.emulator().publishVersion(standardArn);

        assertThat(v1).isEqualTo(standardArn + ":1");
        assertThat(describe(v2).stateMachineArn()).isEqualTo(standardArn + ":2");
        assertThat(describe(v2).type()).isEqualTo(StateMachineType.STANDARD);
        assertThatThrownBy(() -> describe(standardArn + ":3")).isInstanceOf(StateMachineDoesNotExistException.class);
    }

    /** The API reference is silent on an alias ARN here; locally it describes the version the alias points to. */
    @Test
    void aliasArn_describesTheVersionItPointsTo() {
        stepFunctions.emulator().publishVersion(standardArn);
        stepFunctions.emulator().publishVersion(standardArn);
        String live = stepFunctions.emulator().createAlias(standardArn, "live", 1);

        assertThat(live).isEqualTo(standardArn + ":live");
        assertThat(describe(live).stateMachineArn()).isEqualTo(standardArn + ":1");
        assertThatThrownBy(() -> describe(standardArn + ":missing"))
                .isInstanceOf(StateMachineDoesNotExistException.class);
    }

    @Test
    void malformedArns_areInvalid_andMapStateArnsFailValidation() {
        assertThatThrownBy(() -> describe("orders")).isInstanceOf(InvalidArnException.class);
        assertThatThrownBy(() -> describe(standardArn.replace("stateMachine", "activity")))
                .isInstanceOf(InvalidArnException.class);
        assertThatThrownBy(() -> describe(standardArn + "/mapLabel")).isInstanceOf(ValidationException.class);
        assertThatThrownBy(() -> describe(standardArn.replace("orders", "nobody")))
                .isInstanceOf(StateMachineDoesNotExistException.class);
    }

    @Test
    void versionsAndAliases_shareTheStateMachinesNameTable() {
        stepFunctions.emulator().publishVersion(standardArn);
        String live = stepFunctions.emulator().createAlias(standardArn, "live", 1);

        String viaAlias = stepFunctions
                .sfn()
                .startExecution(b -> b.stateMachineArn(live).name("order-1").input("{\"a\":1}"))
                .executionArn();

        assertThat(viaAlias).isEqualTo(standardArn.replace(":stateMachine:", ":execution:") + ":order-1");
        assertThatThrownBy(() -> stepFunctions
                        .sfn()
                        .startExecution(b -> b.stateMachineArn(standardArn + ":1")
                                .name("order-1")
                                .input("{\"a\":2}")))
                .isInstanceOf(ExecutionAlreadyExistsException.class);
    }

    private DescribeStateMachineResponse describe(String arn) {
        return stepFunctions.sfn().describeStateMachine(b -> b.stateMachineArn(arn));
    }
}
