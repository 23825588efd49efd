package io.durabledispatch.emulators.events;

/** Where a matched event goes: the seam between the bus and the queues (ElasticMQ, or a test's memory). */
public interface EventTargets {
    /**
     * Sends one event to one target.
     *
     * @throws RuntimeException when the target refuses it (a missing queue): the bus counts a failed invocation
     */
    void send(String targetArn, String event);
}
