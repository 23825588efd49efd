package io.durabledispatch.it.support;

/** A message body and the request it carries. */
public record Event(String body, Identity identity) {}
