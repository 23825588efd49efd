package io.durabledispatch.localstack;

/**
 * The fixed ports of the local stack ({@code up}, {@code demo --keep}), which are also where the CLI's other
 * commands look by default: kept in one place so that both agree. Tests use ephemeral ports instead.
 */
public final class DefaultPorts {
    /** ElasticMQ's customary port. */
    public static final int SQS = 9324;

    public static final int LAMBDA = 9325;
    public static final int STEP_FUNCTIONS = 9326;
    public static final int CONSOLE = 9327;
    /** The first HTTP API of the template; a second one listens one above, and so on. */
    public static final int API = 9328;
    /** The local EventBridge bus, when the template has rules: above the ten HTTP APIs' ports. */
    public static final int EVENTS = 9338;

    private DefaultPorts() {}
}
