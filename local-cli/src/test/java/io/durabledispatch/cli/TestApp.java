package io.durabledispatch.cli;

import io.durabledispatch.localstack.app.ClassPathAsset;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The app of {@code app.template.json} in a folder, as {@code cdk synth} would leave it: a construct-like dispatcher
 * (the real {@code DispatchHandler}, its routes an {@code Fn::Join} over a {@code Ref}), its queues, and one
 * durable function. The dispatcher's asset is built from this test's class path: the classes of the dispatcher and the
 * modules it needs (routes, settings) at its root, every jar of the class path under {@code lib/} (linked, not copied).
 */
final class TestApp {
    private TestApp() {}

    static Path template(Path folder) {
        try {
            Path template = folder.resolve("app.template.json");
            try (InputStream in = TestApp.class.getResourceAsStream("app.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            ClassPathAsset.withClass(folder, "asset.invoices", InstantWorkflow.class);
            ClassPathAsset.dispatcher(folder);
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
