package io.durabledispatch.localstack.template;

import java.nio.file.Path;
import java.util.Optional;

/** Input the local stack cannot start from: the message names the file and, when known, the resource. */
public final class TemplateException extends RuntimeException {
    private final Path file;
    private final Optional<String> logicalId;

    public TemplateException(Path file, String message) {
        this(file, Optional.empty(), message, null);
    }

    public TemplateException(Path file, String logicalId, String message) {
        this(file, Optional.of(logicalId), message, null);
    }

    public TemplateException(Path file, String logicalId, String message, Throwable cause) {
        this(file, Optional.of(logicalId), message, cause);
    }

    private TemplateException(Path file, Optional<String> logicalId, String message, Throwable cause) {
        super(file + logicalId.map(id -> ": " + id).orElse("") + ": " + message, cause);
        this.file = file;
        this.logicalId = logicalId;
    }

    public Path file() {
        return file;
    }

    /** The resource at fault, or empty when the file itself is (missing, not JSON, no stacks). */
    public Optional<String> logicalId() {
        return logicalId;
    }
}
