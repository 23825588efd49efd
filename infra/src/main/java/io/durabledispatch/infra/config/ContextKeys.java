package io.durabledispatch.infra.config;

/**
 * The CDK context values the app reads: set them with {@code cdk synth -c name=value} or in the
 * {@code context} block of {@code cdk.json}. Every one has a default (see the settings records).
 */
public final class ContextKeys {
    /** {@code true} makes the main queue (and its DLQ) FIFO. */
    public static final String FIFO = "fifo";

    public static final String QUEUE_RETENTION_DAYS = "queueRetentionDays";
    /** How long a message may wait in the DLQ before an operator redrives it. */
    public static final String DEAD_LETTER_RETENTION_DAYS = "deadLetterRetentionDays";

    public static final String MAX_RECEIVE_COUNT = "maxReceiveCount";
    /** How late a producer may resend the same business request (client retries, replays). */
    public static final String LATE_RESEND_DAYS = "lateResendDays";

    public static final String DISPATCHER_TIMEOUT_SECONDS = "dispatcherTimeoutSeconds";
    public static final String DISPATCHER_MEMORY_MB = "dispatcherMemoryMb";
    public static final String BATCH_SIZE = "batchSize";
    public static final String BATCHING_WINDOW_SECONDS = "batchingWindowSeconds";
    /** The event source mapping's maximum concurrency (dispatcher instances). */
    public static final String MAX_CONCURRENCY = "maxConcurrency";
    /** Parallel starts inside one dispatcher invocation (its MAX_CONCURRENCY variable); unset: derived. */
    public static final String START_CONCURRENCY = "startConcurrency";

    public static final String WORKFLOW_EXECUTION_TIMEOUT_HOURS = "workflowExecutionTimeoutHours";
    public static final String WORKFLOW_RETENTION_DAYS = "workflowRetentionDays";
    public static final String WORKFLOW_TIMEOUT_SECONDS = "workflowTimeoutSeconds";
    public static final String WORKFLOW_MEMORY_MB = "workflowMemoryMb";
    /** STANDARD (the only accepted value) or EXPRESS (refused at synth). */
    public static final String REWARD_STATE_MACHINE_TYPE = "rewardStateMachineType";

    public static final String DISPATCHER_JAR = "dispatcherJar";
    /** An HTTP door build of your own; by default the construct deploys the jar it bundles. */
    public static final String API_DOOR_JAR = "apiDoorJar";

    public static final String WORKFLOWS_JAR = "workflowsJar";
    public static final String ROUTES_FILE = "routesFile";

    private ContextKeys() {}
}
