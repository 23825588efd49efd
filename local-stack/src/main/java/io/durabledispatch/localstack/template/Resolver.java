package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** One resource's properties, resolved; every failure becomes a {@link TemplateException} naming it. */
final class Resolver {
    private final Path file;
    private final String logicalId;
    private final Intrinsics intrinsics;

    Resolver(Path file, String logicalId, Intrinsics intrinsics) {
        this.file = file;
        this.logicalId = logicalId;
        this.intrinsics = intrinsics;
    }

    String logicalId() {
        return logicalId;
    }

    Path file() {
        return file;
    }

    /** The resolved property ({@link com.fasterxml.jackson.databind.node.MissingNode} when absent). */
    JsonNode property(JsonNode resource, String name) {
        try {
            return intrinsics.resolveOrAbsent(resource.path("Properties").path(name));
        } catch (UnresolvableException e) {
            throw error(name + ": " + e.getMessage());
        }
    }

    String text(JsonNode resource, String name) {
        JsonNode value = property(resource, name);
        if (value.isMissingNode() || value.isContainerNode()) throw error(name + " is missing or not a text value");
        return value.asText();
    }

    Optional<String> optionalText(JsonNode resource, String name) {
        JsonNode value = property(resource, name);
        return value.isMissingNode() ? Optional.empty() : Optional.of(value.asText());
    }

    int integer(JsonNode resource, String name, int defaultValue) {
        JsonNode value = property(resource, name);
        if (value.isMissingNode()) return defaultValue;
        try {
            return Integer.parseInt(value.asText().trim());
        } catch (NumberFormatException e) {
            throw error(name + " must be a whole number, was '" + value.asText() + "'");
        }
    }

    Duration seconds(JsonNode resource, String name, Duration defaultValue) {
        JsonNode value = property(resource, name);
        return value.isMissingNode() ? defaultValue : Duration.ofSeconds(integer(resource, name, 0));
    }

    boolean flag(JsonNode resource, String name, boolean defaultValue) {
        JsonNode value = property(resource, name);
        return value.isMissingNode() ? defaultValue : Boolean.parseBoolean(value.asText());
    }

    TemplateException error(String message) {
        return new TemplateException(file, logicalId, message);
    }
}
