package io.durabledispatch.benchmarks.calls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.benchmarks.endpoint.InMemoryInvokeEndpoint;
import io.durabledispatch.emulators.aws.AwsClients;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.DurableExecutionAlreadyStartedException;
import software.amazon.awssdk.services.lambda.model.InvocationType;

class CountingProxyTest {
    private final InMemoryInvokeEndpoint endpoint = InMemoryInvokeEndpoint.start(Duration.ZERO);
    private final CountingProxy proxy = new CountingProxy(endpoint.endpoint());
    private final LambdaClient lambda =
            AwsClients.local(proxy.endpoint(), "us-east-1").lambda();

    @AfterEach
    void close() {
        lambda.close();
        proxy.close();
        endpoint.close();
    }

    @Test
    void forward_countsEveryInvoke_andPassesTheServicesAnswersThrough() {
        assertThat(invoke("order-A-1", "{\"amount\":1}")).isEqualTo(202);
        assertThat(invoke("order-A-1", "{\"amount\":1}")).isEqualTo(202);
        assertThatThrownBy(() -> invoke("order-A-1", "{\"amount\":2}"))
                .isInstanceOf(DurableExecutionAlreadyStartedException.class);

        assertThat(proxy.counts()).isEqualTo(Map.of("Invoke", 3L));
    }

    @Test
    void reset_forgetsEarlierCounts() {
        invoke("order-A-2", "{}");

        proxy.reset();

        assertThat(proxy.counts()).isEmpty();
    }

    @Test
    void operation_comesFromTheTargetHeader_orLambdasInvokePath() {
        assertThat(CountingProxy.operation("POST", "/", "AWSStepFunctions.StartExecution"))
                .isEqualTo("StartExecution");
        assertThat(CountingProxy.operation("POST", "/", "AmazonSQS.SendMessage"))
                .isEqualTo("SendMessage");
        assertThat(CountingProxy.operation("POST", "/2015-03-31/functions/f/invocations", null))
                .isEqualTo("Invoke");
    }

    private int invoke(String name, String input) {
        return lambda.invoke(b -> b.functionName("order-workflow")
                        .qualifier("live")
                        .invocationType(InvocationType.EVENT)
                        .durableExecutionName(name)
                        .payload(SdkBytes.fromUtf8String(input)))
                .statusCode();
    }
}
