package io.durabledispatch.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.aws.StepFunctionsStarter;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.start.StartResult;
import io.durabledispatch.routes.StepFunctionsTarget;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sfn.SfnClient;

/** StartExecution says the name exists; DescribeExecution's status travels with the DUPLICATE. */
class StepFunctionsDuplicateWireTest {
    private static final StepFunctionsTarget MACHINE =
            new StepFunctionsTarget("arn:aws:states:us-east-1:000000000000:stateMachine:reward-redemption");

    private final FakeAwsServer aws = new FakeAwsServer();
    private final SfnClient sfn = SfnClient.builder()
            .endpointOverride(aws.endpoint())
            .region(Region.US_EAST_1)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("k", "s")))
            .httpClient(UrlConnectionHttpClient.create())
            .build();

    @AfterEach
    void stop() {
        sfn.close();
        aws.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"FAILED", "TIMED_OUT", "ABORTED", "SUCCEEDED"})
    void existingExecutionWithTheSameInput_isADuplicate_carryingItsStatus(String status) {
        StepFunctionsStarter starter = new StepFunctionsStarter(sfn);
        starter.start(MACHINE, "reward-M-1-abc", "{\"a\":1}");
        aws.stepFunctions.statuses.put(MACHINE.executionArn("reward-M-1-abc"), status);

        StartResult again = starter.start(MACHINE, "reward-M-1-abc", "{\"a\":1}");

        assertThat(again.outcome()).isEqualTo(Outcome.DUPLICATE);
        assertThat(again.existingStatus()).contains(status);
        assertThat(again.detail()).isEqualTo("existing execution is " + status);
    }
}
