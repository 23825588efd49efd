package io.durabledispatch.console.stack;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.console.HttpJson;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.FunctionOption;
import io.durabledispatch.localstack.function.TestJars;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console over a user's app: its queues by name, its durable function's executions, no routes. */
class AppConsoleTest {

    @TempDir
    Path folder;

    @Test
    void showsTheAppsQueuesAndTheExecutionsOfItsDurableFunction() throws IOException {
        LocalAccount account = new LocalAccount(
                LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + DeclaredQueues.choosePort(0));
        Path jar = TestJars.of(folder.resolve("instant.jar"), InstantDurableFunction.class);
        AppPlan plan = AppPlan.of(
                TemplateReader.read(queuesOnly(), account),
                List.of(FunctionOption.parse(
                        "instant=" + jar + "#" + InstantDurableFunction.class.getName() + "@live")),
                List.of());
        try (AppStack app = AppStack.start(
                        plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QuietLog.LOGGER);
                LocalConsole console = LocalConsole.start(app, 0);
                var lambda = app.clients().lambda()) {
            HttpJson http = new HttpJson(console.address());
            lambda.invoke(b -> b.functionName("instant:live").durableExecutionName("first"));

            JsonNode queues = http.get("/api/queues").body();
            assertThat(queues.get("queues"))
                    .extracting(q -> q.get("role").asText())
                    .containsExactly("app-dlq", "app-inbox");
            assertThat(queues.get("parked")).isEmpty();
            JsonNode executions = LocalStackFixture.until(
                    () -> http.get("/api/executions").body(),
                    rows -> rows.size() == 1 && rows.at("/0/status").asText().equals("SUCCEEDED"));
            assertThat(executions.at("/0/name").asText()).isEqualTo("first");
            assertThat(executions.at("/0/target").asText()).isEqualTo("instant");
            assertThat(http.get("/api/routes").body()).isEmpty();
        }
    }

    private Path queuesOnly() throws IOException {
        Path template = folder.resolve("queues.template.json");
        try (InputStream in = AppConsoleTest.class.getResourceAsStream("queues.template.json")) {
            Files.copy(in, template);
        }
        return template;
    }
}
