package io.durabledispatch.aws;

import java.net.URI;
import java.util.Optional;

/**
 * What the SDK clients are built from, whichever door builds them: the door reads its own environment and hands
 * these over, so the adapters never read variables themselves.
 *
 * @param connections the most starts a container runs at once: the HTTP keep-alive pool is sized for them
 * @param credentials static keys when the environment carries them, else the SDK's default chain
 * @param checksumsWhenRequired no SDK checksum variable is set: the clients compute checksums only when required
 */
public record ClientSettings(
        String region,
        Endpoints endpoints,
        int maxAttempts,
        Optional<StaticKeys> credentials,
        RetryMode retryMode,
        int connections,
        boolean checksumsWhenRequired) {

    /** Access keys from the given environment (the local stack passes fake ones in-process). */
    public record StaticKeys(String accessKeyId, String secretAccessKey, Optional<String> sessionToken) {
        @Override
        public String toString() {
            return "StaticKeys[accessKeyId=" + accessKeyId + ", secretAccessKey=***]"; // settings get logged
        }
    }

    /**
     * The SDK's retry modes: {@code standard} retries throttles with backoff; {@code adaptive} also holds requests
     * back in a client-side token bucket that shrinks when the service throttles.
     */
    public enum RetryMode {
        STANDARD,
        ADAPTIVE
    }

    /** Endpoint overrides per client; empty means the SDK's regional endpoint. */
    public record Endpoints(Optional<URI> lambda, Optional<URI> sfn, Optional<URI> sqs) {}
}
