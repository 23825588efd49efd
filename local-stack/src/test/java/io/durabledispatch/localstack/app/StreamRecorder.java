package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Kinesis function without dependencies: prints {@code record <partition key> <data>} for every record of its
 * batch, in order, and fails the whole batch (throws) when one of them is {@code poison}; first it prints the
 * Kinesis endpoint its SDK clients would use.
 */
public final class StreamRecorder implements RequestStreamHandler {
    private static final Pattern RECORD =
            Pattern.compile("\"partitionKey\":\"([^\"]*)\",\"sequenceNumber\":\"[^\"]*\",\"data\":\"([^\"]*)\"");

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        Matcher record = RECORD.matcher(new String(input.readAllBytes(), StandardCharsets.UTF_8));
        System.out.println("kinesis endpoint " + System.getenv("AWS_ENDPOINT_URL_KINESIS"));
        boolean poisoned = false;
        while (record.find()) {
            String data = new String(Base64.getDecoder().decode(record.group(2)), StandardCharsets.UTF_8);
            System.out.println("record " + record.group(1) + " " + data);
            poisoned |= data.equals("poison");
        }
        if (poisoned) throw new IllegalStateException("poison in the batch");
        output.write("{\"batchItemFailures\":[]}".getBytes(StandardCharsets.UTF_8));
    }
}
