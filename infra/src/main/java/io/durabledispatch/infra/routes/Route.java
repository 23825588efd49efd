package io.durabledispatch.infra.routes;

/**
 * What the app needs to know of one route: its name, its operation (the metrics dimension) and which
 * deployed resource it targets.
 *
 * @param targetName the function name, or the state machine name (the last part of its ARN)
 */
public record Route(String name, String operation, TargetKind kind, String targetName) {}
