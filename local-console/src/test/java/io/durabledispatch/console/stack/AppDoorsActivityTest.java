package io.durabledispatch.console.stack;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.api.ApiHandler;
import io.durabledispatch.aws.AwsClients;
import io.durabledispatch.console.HttpJson;
import io.durabledispatch.core.admission.Admission;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.ClassPathAsset;
import io.durabledispatch.routes.RouteTable;
import io.durabledispatch.settings.SettingsTable;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The console over an app with two doors on one durable function: the HTTP door (the real {@code ApiHandler}
 * behind the template's HTTP API) and the SQS dispatcher. Both run in their own class loaders; the activity view
 * reads both logs and shows each request with its door.
 */
class AppDoorsActivityTest {
    @TempDir
    Path folder;

    @Test
    void anHttpRequest_isShownBesideTheSqsRecords_withItsDoorAndStatus() throws Exception {
        assets();
        try (AppStack app = InstantApp.start(folder, "doors.template.json");
                LocalConsole console = LocalConsole.start(app, 0);
                SqsClient sqs = app.clients().sqs()) {
            HttpJson http = new HttpJson(console.address());
            String inbox = app.queueUrl("app-inbox");
            sqs.sendMessage(b -> b.queueUrl(inbox).messageBody(order("acme", "A-1")));
            sqs.sendMessage(b -> b.queueUrl(inbox).messageBody(order("globex", "G-1")));
            HttpResponse<String> answered = post(app.apis().get(0).url().resolve("tenants/acme/orders"));

            JsonNode all = LocalStackFixture.until(
                    () -> http.get("/api/activity").body(), activity -> records(activity.get("totals")) == 3);
            JsonNode httpOnly = http.get("/api/activity?door=http").body();

            assertThat(answered.statusCode())
                    .as("the instant function may have finished: a replayed 200, else 202")
                    .isIn(200, 202);
            assertThat(all.at("/doors/sqs/ACCEPTED").asLong()).isEqualTo(2);
            assertThat(all.at("/doors/http/ACCEPTED").asLong()).isEqualTo(1);
            assertThat(all.at("/totals/ACCEPTED/order").asLong()).isEqualTo(3);
            assertThat(httpOnly.get("latest")).singleElement().satisfies(row -> {
                assertThat(row.get("door").asText()).isEqualTo("http");
                assertThat(row.get("httpStatus").asInt()).isEqualTo(answered.statusCode());
                assertThat(row.get("requestId").asText()).isNotBlank();
                assertThat(row.get("tenant").asText()).isEqualTo("acme");
                assertThat(row.get("executionName").asText()).startsWith("order-web-7-");
            });
            assertThat(http.get("/api/routes").raw().body())
                    .as("the dispatcher is the SQS door, though the HTTP door comes first in the template")
                    .contains("order-placed")
                    .doesNotContain("order-http");
        }
    }

    private static HttpResponse<String> post(URI uri) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Idempotency-Key", "web-7")
                .POST(HttpRequest.BodyPublishers.ofString("{\"amount\":12}"))
                .build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static long records(JsonNode totals) {
        return StreamSupport.stream(totals.spliterator(), false)
                .flatMap(perOperation -> StreamSupport.stream(perOperation.spliterator(), false))
                .mapToLong(JsonNode::asLong)
                .sum();
    }

    private static String order(String tenant, String orderNo) {
        return "{\"type\":\"order.placed\",\"tenant_id\":\"" + tenant + "\",\"order_no\":\"" + orderNo + "\"}";
    }

    /** The template next to this test, with both doors' asset folders beside it. */
    /** The doors' jars the template names as its assets. */
    private void assets() {
        ClassPathAsset.dispatcher(folder);
        ClassPathAsset.withModules(
                folder,
                "asset.api-door",
                List.of(ApiHandler.class, RouteTable.class, SettingsTable.class, Admission.class, AwsClients.class));
    }
}
