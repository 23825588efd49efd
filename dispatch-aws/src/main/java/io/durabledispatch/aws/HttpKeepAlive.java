package io.durabledispatch.aws;

/**
 * url-connection-client rides on the JDK's HttpURLConnection, whose keep-alive cache holds at most
 * {@code http.maxConnections} idle connections per host (default 5). With 16 starts in flight, 11 would
 * open a fresh TCP+TLS connection per call and throw it away. The JDK reads the property once, at its first
 * HTTP connection, so this runs before any client is built; it only ever raises the limit.
 */
final class HttpKeepAlive {
    static final String PROPERTY = "http.maxConnections";
    private static final int JDK_DEFAULT = 5;

    private HttpKeepAlive() {}

    static synchronized void allowPool(int connectionsPerHost) {
        int current = parse(System.getProperty(PROPERTY));
        if (connectionsPerHost > current) System.setProperty(PROPERTY, Integer.toString(connectionsPerHost));
    }

    private static int parse(String value) {
        try {
            return value == null ? JDK_DEFAULT : Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            return JDK_DEFAULT;
        }
    }
}
