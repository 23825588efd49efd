/**
 * Stream records to the body text the admission core reads: a DynamoDB image to plain JSON (exact numbers, sets as
 * sorted arrays, binaries as base64), a Kinesis record's data to text. Small, total over the attribute kinds.
 */
package io.durabledispatch.streams.convert;
