package io.durabledispatch.runtime.config;

/** Names of the environment variables the durable runtime reads (all in one place). */
public final class EnvironmentVariables {
    public static final String AWS_REGION = "AWS_REGION";
    /** Service-specific endpoint override; wins over {@link #AWS_ENDPOINT_URL}. */
    public static final String AWS_ENDPOINT_URL_LAMBDA = "AWS_ENDPOINT_URL_LAMBDA";
    /** Endpoint override for every client (the local stack sets it). */
    public static final String AWS_ENDPOINT_URL = "AWS_ENDPOINT_URL";
    /** Optional cap on serialised results, in bytes. */
    public static final String DURABLE_MAX_RESULT_BYTES = "DURABLE_MAX_RESULT_BYTES";

    private EnvironmentVariables() {}
}
