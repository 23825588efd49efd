package io.durabledispatch.console.stack;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.HttpJson;
import io.durabledispatch.console.activity.ActivityLog;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.ClassPathAsset;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The console over an app whose own dispatcher (the real {@code DispatchHandler}, in its own class loader, fed by
 * the template's mapping) routes orders to a durable function: the activity view counts its records from its log
 * lines, overall and per tenant.
 */
class AppDispatcherActivityTest {

    @TempDir
    Path folder;

    @Test
    void theAppDispatchersRecords_areCountedFromItsLog_perOperationAndPerTenant() throws IOException {
        assets();
        try (AppStack app = InstantApp.start(folder, "dispatcher.template.json");
                LocalConsole console = LocalConsole.start(app, 0);
                SqsClient sqs = app.clients().sqs()) {
            HttpJson http = new HttpJson(console.address());
            String inbox = app.queueUrl("app-inbox");
            for (String body : List.of(
                    order(" Acme ", "a-1"),
                    order("acme", "A-2"),
                    order("globex", "G-1"),
                    "{\"type\":\"order.placed\",\"tenant_id\":\"acme\"}", // no order_no: the route rejects it
                    "{\"type\":\"newsletter.signup\"}")) { // no route
                sqs.sendMessage(b -> b.queueUrl(inbox).messageBody(body));
            }

            JsonNode all = LocalStackFixture.until(
                    () -> http.get("/api/activity").body(), activity -> records(activity.get("totals")) == 5);
            JsonNode acme = http.get("/api/activity?tenant=ACME").body();

            assertThat(all.at("/totals/ACCEPTED/order").asLong()).isEqualTo(3);
            assertThat(all.at("/totals/INVALID/order").asLong()).isEqualTo(1);
            assertThat(all.at("/totals/INVALID/" + ActivityLog.UNROUTED).asLong())
                    .isEqualTo(1);
            assertThat(acme.get("tenant").asText()).isEqualTo("acme");
            assertThat(acme.at("/totals/ACCEPTED/order").asLong()).isEqualTo(2);
            assertThat(records(acme.get("totals"))).isEqualTo(2);
            assertThat(acme.get("latest"))
                    .extracting(row -> row.get("executionName").asText())
                    .hasSize(2)
                    .allMatch(name -> name.startsWith("order-A-"));
            JsonNode operations = LocalStackFixture.until(
                    () -> http.get("/api/operations?tenant=acme").body(),
                    rows -> rows.size() == 1 && rows.at("/0/newExecutions").asLong() == 2);
            assertThat(operations.at("/0/operation").asText()).isEqualTo("order");
            assertThat(operations.at("/0/deliveries").asLong()).isEqualTo(2);
            assertThat(operations.at("/0/duplicates").asLong()).isZero();
        }
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

    /** The template next to this test, with the dispatcher's asset folder beside it. */
    /** The doors' jars the template names as its assets. */
    private void assets() {
        ClassPathAsset.dispatcher(folder);
    }
}
