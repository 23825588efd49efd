package io.durabledispatch.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code up}'s ports, checked before anything starts: a port taken by another process would otherwise fail one
 * service after the others had started. Each non-zero port is bound once on 127.0.0.1 and released; 0 asks for a
 * free port and always passes. What binds it later can still lose a race, which the services then report.
 */
final class PortCheck {
    private final Map<String, Integer> byOption = new LinkedHashMap<>();

    PortCheck port(String option, int port) {
        byOption.put(option, port);
        return this;
    }

    /** The first problem, as one line naming the port and its option. */
    Optional<String> problem() {
        Map<Integer, String> seen = new HashMap<>();
        for (var requested : byOption.entrySet()) {
            String option = requested.getKey();
            int port = requested.getValue();
            if (port == 0) continue;
            if (port < 0 || port > 65_535) return Optional.of(option + " " + port + " is not a port (0 to 65535)");
            String other = seen.putIfAbsent(port, option);
            if (other != null) {
                return Optional.of(other + " and " + option + " both ask for port " + port
                        + ": give each service its own port (0: a free one)");
            }
            if (!free(port)) {
                return Optional.of("port " + port + " (" + option + ") is already in use: stop what holds it, or"
                        + " choose another with " + option + " (0: a free one)");
            }
        }
        return Optional.empty();
    }

    private static boolean free(int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return true;
        } catch (IOException taken) {
            return false;
        }
    }
}
