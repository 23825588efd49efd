package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** The template next to these tests, with its asset: a class folder holding the consumer and the events jar. */
final class AppFixtures {
    private AppFixtures() {}

    static Path consumerTemplate(Path folder) {
        try {
            Path template = folder.resolve("consumer.template.json");
            try (InputStream in = AppFixtures.class.getResourceAsStream("consumer.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            Path asset = folder.resolve("asset.consumer");
            String entry = FailingConsumer.class.getName().replace('.', '/') + ".class";
            Path classFile = asset.resolve(entry);
            Files.createDirectories(classFile.getParent());
            try (InputStream in = FailingConsumer.class.getClassLoader().getResourceAsStream(entry)) {
                Files.copy(in, classFile);
            }
            Path lib = Files.createDirectories(asset.resolve("lib"));
            Files.copy(jarOf(SQSEvent.class), lib.resolve("aws-lambda-java-events.jar"));
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The template of plain and durable functions next to these tests, its asset a folder of their classes. */
    static Path functionsTemplate(Path folder) {
        try {
            Path template = folder.resolve("functions.template.json");
            try (InputStream in = AppFixtures.class.getResourceAsStream("functions.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            Path asset = folder.resolve("asset.functions");
            for (Class<?> type : new Class<?>[] {Shouter.class, Stuck.class, Thrower.class}) {
                String entry = type.getName().replace('.', '/') + ".class";
                Path classFile = asset.resolve(entry);
                Files.createDirectories(classFile.getParent());
                try (InputStream in = type.getClassLoader().getResourceAsStream(entry)) {
                    Files.copy(in, classFile);
                }
            }
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The EventBridge template next to these tests: a queue, a custom bus and rules; no functions. */
    static Path eventsTemplate(Path folder) {
        try {
            Path template = folder.resolve("events.template.json");
            try (InputStream in = AppFixtures.class.getResourceAsStream("events.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The HTTP API template next to these tests; its functions' asset is a folder of their classes. */
    static Path apiTemplate(Path folder) {
        try {
            Path template = folder.resolve("api.template.json");
            try (InputStream in = AppFixtures.class.getResourceAsStream("api.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            for (Class<?> type : new Class<?>[] {EchoApi.class, Teapot.class, Thrower.class}) {
                ClassPathAsset.withClass(folder, "asset.api", type);
            }
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Kinesis template next to these tests; its function's asset is a folder of its class. */
    static Path kinesisTemplate(Path folder) {
        try {
            Path template = folder.resolve("kinesis.template.json");
            try (InputStream in = AppFixtures.class.getResourceAsStream("kinesis.template.json")) {
                Files.copy(in, template, StandardCopyOption.REPLACE_EXISTING);
            }
            ClassPathAsset.withClass(folder, "asset.stream", StreamRecorder.class);
            return template;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path jarOf(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
