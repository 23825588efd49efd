/**
 * The stream door: Lambda handlers for Kinesis Data Streams ({@link io.durabledispatch.streams.KinesisDispatchHandler})
 * and DynamoDB Streams ({@link io.durabledispatch.streams.DynamodbDispatchHandler}) over the admission core, with
 * the conversion of each event type and the wiring. See docs/reference/stream-door.md.
 */
package io.durabledispatch.streams;
