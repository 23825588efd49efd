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
        try {
            Path directory = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir"), "durable-dispatch"));
            Path partial = Files.createTempFile(directory, "dispatcher-", ".partial");
            String hash = copy(partial);
            Path jar = directory.resolve("dispatcher-" + hash.substring(0, 16) + ".jar");
            // Another synth may unpack the same content at the same time: the move makes either copy complete.
            Files.move(partial, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot unpack the bundled dispatcher jar", e);
        }
    }

    private static String copy(Path target) throws IOException {
        try (InputStream bundled = DispatcherCode.class.getResourceAsStream(RESOURCE)) {
            if (bundled == null) {
                throw new IllegalStateException("The dispatcher jar is missing from this library (" + RESOURCE
                        + "): build it with `./mvnw -B verify` (the cdk-construct module copies it in at package).");
            }
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            try (DigestInputStream in = new DigestInputStream(bundled, sha256)) {
                Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return HexFormat.of().formatHex(sha256.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
