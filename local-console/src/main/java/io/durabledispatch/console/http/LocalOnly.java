package io.durabledispatch.console.http;

import io.durabledispatch.emulators.http.HttpRequest;
import java.util.Locale;
import java.util.Set;

/**
 * The console binds to 127.0.0.1, but a web page elsewhere could still reach it through a DNS name that
 * resolves to 127.0.0.1 (DNS rebinding). Requests must therefore name a loopback host.
 */
final class LocalOnly {
    static final String WHY = "the console answers only requests addressed to 127.0.0.1 or localhost";
    private static final Set<String> HOSTS = Set.of("127.0.0.1", "localhost", "[::1]");

    private LocalOnly() {}

    static boolean refuses(HttpRequest request) {
        String host = request.header("Host").orElse(null);
        if (host == null) return true;
        String name = host.toLowerCase(Locale.ROOT);
        int colon = name.lastIndexOf(':');
        if (colon > name.lastIndexOf(']')) name = name.substring(0, colon);
        return !HOSTS.contains(name);
    }
}
