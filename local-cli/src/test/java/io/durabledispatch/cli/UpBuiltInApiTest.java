package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code up} without an app runs the project's own app, which has an HTTP API since infra deploys the HTTP door: it
 * prints the API's base URL and routes, and an order posted there is named as {@code name --http} names it.
 */
class UpBuiltInApiTest {
    private static final Pattern API_LINE = Pattern.compile("(?m)^  HTTP API +\\S+ (http://127\\.0\\.0\\.1:\\d+)\\S*$");
    private static final String ORDER = "{\"tenant_id\":\"acme\",\"order_no\":\"H-7\",\"customer\":{\"id\":\"C-1\"},"
            + "\"items\":[{\"sku\":\"SKU-RED-1\",\"qty\":1}],\"amount\":{\"value\":3,\"currency\":\"EUR\"}}";

    @TempDir
    Path folder;

    @Test
    void up_printsTheApisBaseUrlAndRoutes_andTheApiStartsWhatNameHttpNames() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(new Tee(original, printed), true, StandardCharsets.UTF_8));
        UpInBackground up;
        try {
            up = UpInBackground.start(
                    "up",
                    "--sqs-port",
                    "0",
                    "--lambda-port",
                    "0",
                    "--sfn-port",
                    "0",
                    "--console-port",
                    "0",
                    "--api-port",
                    "0");
        } finally {
            System.setOut(original);
        }
        try (up) {
            String summary = printed.toString(StandardCharsets.UTF_8);
            Matcher api = API_LINE.matcher(summary);
            assertThat(api.find()).as(summary).isTrue();
            assertThat(summary).contains("    POST /orders → ", "    GET /executions/{proxy+} → ");

            HttpResponse<String> answer = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(api.group(1) + "/orders"))
                                    .header("Content-Type", "application/json")
                                    .POST(HttpRequest.BodyPublishers.ofString(ORDER))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            Path body = Files.writeString(folder.resolve("order.json"), ORDER);
            String named = UpInBackground.run("name", "--http", "POST /orders", body.toString())
                    .out();

            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(202);
            Matcher name = Pattern.compile("execution name  (\\S+)").matcher(named);
            assertThat(name.find()).as(named).isTrue();
            assertThat(answer.body()).contains("\"executionName\":\"" + name.group(1) + "\"");
        }
    }

    /** Keeps what {@code up} prints while it still reaches the build log. */
    private static final class Tee extends OutputStream {
        private final OutputStream one;
        private final OutputStream two;

        Tee(OutputStream one, OutputStream two) {
            this.one = one;
            this.two = two;
        }

        @Override
        public synchronized void write(int b) throws java.io.IOException {
            one.write(b);
            two.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws java.io.IOException {
            one.write(b, off, len);
            two.write(b, off, len);
        }
    }
}
