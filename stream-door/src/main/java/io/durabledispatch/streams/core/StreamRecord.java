package io.durabledispatch.streams.core;

/**
 * One record of a stream batch, with nothing of its event type.
 *
 * @param shard the shard it was read from; Lambda keeps each shard's records in order
 * @param sequenceNumber its position in the shard: what the answer names, never part of a key
 * @param eventId the record's own id, kept on a parked message to find the record again
 */
public record StreamRecord(String shard, String sequenceNumber, String eventId, Payload payload) {}
