package io.durabledispatch.streams.core;

/**
 * One record's disposition.
 *
 * @param detail the admission outcome or the reason, for logs; never the record's content
 */
public record RecordResult(StreamRecord record, Disposition disposition, String detail) {}
