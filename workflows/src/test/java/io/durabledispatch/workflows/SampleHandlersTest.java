package io.durabledispatch.workflows;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import io.durabledispatch.durableservice.testing.DurableTestHarness;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/** Each sample's definition names a handler this jar has, as Lambda calls it and as the tests host it. */
class SampleHandlersTest {

    @Test
    void everyHandler_isAStreamHandlerThatLambdaCanConstruct() throws Exception {
        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            Class<?> handler = Class.forName(sample.handlerClass());

            assertThat(RequestStreamHandler.class.isAssignableFrom(handler))
                    .as(sample.handler())
                    .isTrue();
            assertThat(Modifier.isPublic(handler.getConstructor().getModifiers()))
                    .isTrue();
            assertThat(handler.getMethod(method(sample), InputStream.class, OutputStream.class, Context.class))
                    .isNotNull();
        }
    }

    @Test
    void everyDurableSample_isHostedInProcess_byItsHandlerClass() {
        var catalog = new WorkflowCatalog(
                new DurableTestHarness().runtime(), InMemorySideEffects.create().ports());

        for (SampleWorkflow sample : SampleWorkflows.ALL) {
            String hosted = sample.target()
                    .fold(
                            durable -> catalog.durableFunctions()
                                    .get(sample.functionName())
                                    .getClass()
                                    .getName(),
                            machine -> sample.handlerClass());
            assertThat(hosted).as(sample.functionName()).isEqualTo(sample.handlerClass());
        }
    }

    private static String method(SampleWorkflow sample) {
        return sample.handler().substring(sample.handler().indexOf("::") + 2);
    }
}
