package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds a function's code in the assembly: through the {@code aws:asset:path} metadata the CDK CLI writes, or
 * through the S3 object key of {@code Code}, looked up in the asset manifests ({@code *.assets.json}) that list
 * each file asset's source path and destination key.
 */
final class AssetLocator {
    private static final ObjectMapper JSON = AssemblyJson.MAPPER;

    private final Path root;
    private final Map<String, Path> byObjectKey;

    private AssetLocator(Path root, Map<String, Path> byObjectKey) {
        this.root = root;
        this.byObjectKey = byObjectKey;
    }

    /** The asset manifests in {@code directory} (a {@code cdk.out}, or the folder of a single template). */
    static AssetLocator in(Path directory) {
        Map<String, Path> keys = new HashMap<>();
        try (Stream<Path> files = Files.list(directory)) {
            for (Path manifest : files.filter(f -> f.getFileName().toString().endsWith(".assets.json"))
                    .toList()) {
                read(manifest, directory, keys);
            }
        } catch (IOException e) {
            throw new TemplateException(directory, "cannot list the assembly: " + e.getMessage());
        }
        return new AssetLocator(directory, keys);
    }

    private static void read(Path manifest, Path directory, Map<String, Path> keys) {
        try {
            JsonNode files = JSON.readTree(manifest.toFile()).path("files");
            files.fields().forEachRemaining(asset -> {
                String source = asset.getValue().path("source").path("path").asText(null);
                if (source == null) return;
                asset.getValue()
                        .path("destinations")
                        .forEach(d -> keys.put(d.path("objectKey").asText(), directory.resolve(source)));
            });
        } catch (IOException e) {
            throw new TemplateException(manifest, "unreadable asset manifest: " + e.getMessage());
        }
    }

    /** The code of a function resource, if the assembly has it locally. */
    Optional<Path> codeOf(JsonNode resource, String resolvedS3Key) {
        String metadataPath = resource.path("Metadata").path("aws:asset:path").asText(null);
        if (metadataPath != null) return Optional.of(root.resolve(metadataPath));
        return Optional.ofNullable(resolvedS3Key).map(byObjectKey::get);
    }

    /** The code of a function as the classes it can load from: a jar (or zip), or a class folder. */
    static Optional<String> problemWith(Path code) {
        if (!Files.exists(code)) return Optional.of("its code asset " + code + " does not exist");
        if (Files.isDirectory(code)) return Optional.empty();
        if (!isZip(code)) return Optional.of("its code asset " + code + " is not a jar or a class folder");
        return Optional.empty();
    }

    private static boolean isZip(Path file) {
        try (var in = Files.newInputStream(file)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4;
        } catch (IOException e) {
            return false;
        }
    }
}
