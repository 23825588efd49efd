/**
 * The Kinesis event source mapping played locally: per shard it reads records in order, invokes the function with
 * a real {@code KinesisEvent}, checkpoints after what the function acknowledged, and applies the mapping's error
 * handling (bisect, retry limit, record age, on-failure destination). The stream and the destination are
 * interfaces: the SDK adapters talk to kinesalite and ElasticMQ, the tests use in-memory ones.
 */
package io.durabledispatch.emulators.kinesis;
