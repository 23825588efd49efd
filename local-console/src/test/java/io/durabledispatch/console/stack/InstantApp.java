package io.durabledispatch.console.stack;

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

/**
 * A handwritten app template (a resource next to these tests) started as {@code up --template} starts it, with its
 * durable function {@code instant} played by {@link InstantDurableFunction} behind the alias {@code live}. The
 * caller puts the template's other assets (the doors' jars) into the folder first.
 */
final class InstantApp {
    private InstantApp() {}

    static AppStack start(Path folder, String templateResource) throws IOException {
        Path template = folder.resolve(templateResource);
        try (InputStream in = InstantApp.class.getResourceAsStream(templateResource)) {
            Files.copy(in, template);
        }
        LocalAccount account = new LocalAccount(
                LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + DeclaredQueues.choosePort(0));
        Path durable = TestJars.of(folder.resolve("instant.jar"), InstantDurableFunction.class);
        AppPlan plan = AppPlan.of(
                TemplateReader.read(template, account),
                List.of(FunctionOption.parse(
                        "instant=" + durable + "#" + InstantDurableFunction.class.getName() + "@live")),
                List.of());
        return AppStack.start(plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QuietLog.LOGGER);
    }
}
