package io.durabledispatch.emulators.apigateway;

import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Integration;
import io.durabledispatch.emulators.lambda.FunctionTimedOut;
import io.durabledispatch.emulators.lambda.TimeLimit;
import java.util.function.Function;

/**
 * One call of an integration within its timeout. The function's own failure is captured inside the timed call,
 * so that a {@link FunctionTimedOut} out of it can only mean the integration timeout passed (API Gateway's 503),
 * not the function's timeout (Lambda's error: a 500).
 */
final class IntegrationCall {
    private IntegrationCall() {}

    static Outcome run(ApiFunctions functions, Integration integration, byte[] event) throws InterruptedException {
        try {
            return TimeLimit.call(() -> attempt(functions, integration, event), integration.timeout());
        } catch (FunctionTimedOut late) {
            return new Outcome.TimedOut();
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception unexpected) {
            return new Outcome.Failed(unexpected);
        }
    }

    private static Outcome attempt(ApiFunctions functions, Integration integration, byte[] event) {
        try {
            return new Outcome.Answered(functions.invoke(integration, event));
        } catch (Exception | LinkageError e) {
            return new Outcome.Failed(e);
        }
    }

    /** How the call ended; callers act per kind through {@link #fold}. */
    sealed interface Outcome {
        <T> T fold(Function<byte[], T> answered, Function<Throwable, T> failed, Function<Outcome, T> timedOut);

        record Answered(byte[] output) implements Outcome {
            @Override
            public <T> T fold(Function<byte[], T> answered, Function<Throwable, T> failed, Function<Outcome, T> late) {
                return answered.apply(output);
            }
        }

        record Failed(Throwable error) implements Outcome {
            @Override
            public <T> T fold(Function<byte[], T> answered, Function<Throwable, T> failed, Function<Outcome, T> late) {
                return failed.apply(error);
            }
        }

        record TimedOut() implements Outcome {
            @Override
            public <T> T fold(Function<byte[], T> answered, Function<Throwable, T> failed, Function<Outcome, T> late) {
                return late.apply(this);
            }
        }
    }
}
