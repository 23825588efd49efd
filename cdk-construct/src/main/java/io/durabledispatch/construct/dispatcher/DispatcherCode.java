package io.durabledispatch.construct.dispatcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import software.amazon.awscdk.services.lambda.Code;

/**
 * The dispatcher's deployment jar, bundled inside this library's own jar (the build copies the dispatcher
 * module's shaded jar in), so a team never builds the dispatcher. CDK needs a file to stage as the asset:
 * the jar is unpacked once per content hash into the temp directory and reused by later synths.
 */
public final class DispatcherCode {
    /** The handler class inside the bundled jar. */
    public static final String HANDLER = "io.durabledispatch.dispatcher.DispatchHandler::handleRequest";

    static final String RESOURCE = "/io/durabledispatch/construct/asset/dispatcher-lambda.jar";

    private static Path unpacked;

    private DispatcherCode() {}

    public static Code bundled() {
        return Code.fromAsset(jar().toString());
    }

    /** The unpacked jar; the same file for every construct of this JVM. */
    public static synchronized Path jar() {
        if (unpacked == null) unpacked = unpack();
        return unpacked;
    }

    private static Path unpack() {
        try (InputStream bundled = DispatcherCode.class.getResourceAsStream(RESOURCE)) {
            if (bundled == null) {
                throw new IllegalStateException("The dispatcher jar is missing from this library (" + RESOURCE
                        + "): the cdk-construct jar carries it once packaged (`./mvnw -B verify`).");
            }
            return unpack(bundled, Path.of(System.getProperty("java.io.tmpdir"), "durable-dispatch"));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot unpack the bundled dispatcher jar", e);
        }
    }

    /** Writes {@code jar} to {@code directory} under a name from its content hash; returns the file. */
    static Path unpack(InputStream jar, Path directory) throws IOException {
        Files.createDirectories(directory);
        Path partial = Files.createTempFile(directory, "dispatcher-", ".partial");
        MessageDigest sha256 = sha256();
        try (DigestInputStream in = new DigestInputStream(jar, sha256)) {
            Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
        }
        Path target = directory.resolve(
                "dispatcher-" + HexFormat.of().formatHex(sha256.digest()).substring(0, 16) + ".jar");
        // Another synth may unpack the same content at the same time: the move makes either copy complete.
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return target;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
