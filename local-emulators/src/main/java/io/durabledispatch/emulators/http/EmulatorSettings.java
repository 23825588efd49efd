package io.durabledispatch.emulators.http;

import io.durabledispatch.emulators.aws.LocalAccount;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * What every emulator is configured with. Port 0 picks an ephemeral port; without a data directory state is
 * kept in memory only; the fault seed makes injected faults reproducible.
 */
public record EmulatorSettings(
        int port, String region, String accountId, Clock clock, Optional<Path> dataDirectory, long faultSeed) {
    public static final String DEFAULT_REGION = LocalAccount.REGION;
    public static final String DEFAULT_ACCOUNT = LocalAccount.ID;

    public EmulatorSettings {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535, was " + port);
        }
        if (!accountId.matches("\\d{12}")) {
            throw new IllegalArgumentException("accountId must be 12 digits, was " + accountId);
        }
    }

    public static EmulatorSettings defaults() {
        return new EmulatorSettings(0, DEFAULT_REGION, DEFAULT_ACCOUNT, Clock.systemUTC(), Optional.empty(), 42L);
    }

    public EmulatorSettings withPort(int newPort) {
        return new EmulatorSettings(newPort, region, accountId, clock, dataDirectory, faultSeed);
    }

    public EmulatorSettings withClock(Clock newClock) {
        return new EmulatorSettings(port, region, accountId, newClock, dataDirectory, faultSeed);
    }

    public EmulatorSettings withDataDirectory(Path directory) {
        return new EmulatorSettings(port, region, accountId, clock, Optional.of(directory), faultSeed);
    }

    public EmulatorSettings withFaultSeed(long seed) {
        return new EmulatorSettings(port, region, accountId, clock, dataDirectory, seed);
    }
}
