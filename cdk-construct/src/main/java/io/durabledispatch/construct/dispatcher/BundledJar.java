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
 * A deployment jar that travels inside this library's own jar as a resource (the build copies the door's shaded
 * jar in). CDK needs a file to stage as the asset: the jar is unpacked once per content hash into the temp
 * directory and reused by later synths. Every door's jar rides this way.
 */
public final class BundledJar {
    private final String resource;
    private final String prefix;
    private Path unpacked;

    /**
     * @param resource the jar's path inside this library
     * @param prefix the unpacked file's name before its content hash
     */
    public BundledJar(String resource, String prefix) {
        this.resource = resource;
        this.prefix = prefix;
    }

    /** The jar as the function's code asset. */
    public Code code() {
        return Code.fromAsset(path().toString());
    }

    /** The unpacked jar, unpacked on first use: the same file for every construct of this JVM. */
    public synchronized Path path() {
        if (unpacked == null) unpacked = unpack(resource, prefix);
        return unpacked;
    }

    private static Path unpack(String resource, String prefix) {
        try (InputStream bundled = BundledJar.class.getResourceAsStream(resource)) {
            if (bundled == null) {
                throw new IllegalStateException("The " + prefix + " jar is missing from this library (" + resource
                        + "): the cdk-construct jar carries it once packaged (`./mvnw -B verify`).");
            }
            return unpack(bundled, Path.of(System.getProperty("java.io.tmpdir"), "durable-dispatch"), prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot unpack the bundled " + prefix + " jar", e);
        }
    }

    /** Writes {@code jar} to {@code directory} under a name from its content hash; returns the file. */
    static Path unpack(InputStream jar, Path directory, String prefix) throws IOException {
        Files.createDirectories(directory);
        Path partial = Files.createTempFile(directory, prefix + "-", ".partial");
        MessageDigest sha256 = sha256();
        try (DigestInputStream in = new DigestInputStream(jar, sha256)) {
            Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
        }
        Path target = directory.resolve(
                prefix + "-" + HexFormat.of().formatHex(sha256.digest()).substring(0, 16) + ".jar");
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
