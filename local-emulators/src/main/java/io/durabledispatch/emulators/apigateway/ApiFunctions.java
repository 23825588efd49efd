package io.durabledispatch.emulators.apigateway;

/**
 * How the emulator reaches an integration's function: the event's JSON in, the function's response out, as a
 * synchronous Lambda invocation. The local stack runs its hosted functions; tests use an in-memory fake.
 */
@FunctionalInterface
public interface ApiFunctions {
    /**
     * @throws Exception when the invocation fails (the function threw, or ran past its own timeout): API Gateway
     *     answers 500
     */
    byte[] invoke(HttpApiDefinition.Integration integration, byte[] event) throws Exception;
}
