package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Endpoints;
import io.durabledispatch.localstack.template.FunctionSpec;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The variables Lambda sets for every function (they win over the template's, as Lambda reserves them), with
 * the local stack's endpoints and dummy credentials, so the function's own SDK clients talk to 127.0.0.1.
 */
final class FunctionRuntime {
    private FunctionRuntime() {}

    static Map<String, String> environment(FunctionSpec function, String region, Endpoints endpoints, URI dynamoDb) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("AWS_REGION", region);
        env.put("AWS_DEFAULT_REGION", region);
        env.put("AWS_ACCESS_KEY_ID", AwsClients.LOCAL_ACCESS_KEY);
        env.put("AWS_SECRET_ACCESS_KEY", AwsClients.LOCAL_SECRET_KEY);
        env.put("AWS_ENDPOINT_URL_SQS", endpoints.sqs().toString());
        env.put("AWS_ENDPOINT_URL_LAMBDA", endpoints.lambda().toString());
        env.put("AWS_ENDPOINT_URL_SFN", endpoints.stepFunctions().toString());
        env.put("AWS_ENDPOINT_URL_DYNAMODB", dynamoDb.toString());
        env.put("AWS_LAMBDA_FUNCTION_NAME", function.name());
        env.put("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST");
        env.put("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", String.valueOf(function.memoryMb()));
        env.put("AWS_LAMBDA_LOG_GROUP_NAME", "/aws/lambda/" + function.name());
        env.put("AWS_LAMBDA_LOG_STREAM_NAME", "local");
        env.put("AWS_EXECUTION_ENV", "AWS_Lambda_java");
        env.put("LAMBDA_TASK_ROOT", function.code().toAbsolutePath().toString());
        env.put("_HANDLER", function.handler());
        env.put("TZ", ":UTC");
        return env;
    }

    /**
     * {@code env} with the Kinesis endpoint: kinesalite's, else a closed local port, so a function's Kinesis
     * client fails at once instead of reaching AWS.
     */
    static Map<String, String> withKinesis(Map<String, String> env, Optional<URI> kinesis) {
        Map<String, String> all = new LinkedHashMap<>(env);
        all.put(
                "AWS_ENDPOINT_URL_KINESIS",
                kinesis.orElse(AppTables.NO_DYNAMODB).toString());
        return all;
    }
}
