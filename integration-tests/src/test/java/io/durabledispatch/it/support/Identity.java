package io.durabledispatch.it.support;

/** A business request as the test sees it: one execution per identity, however often it is delivered. */
public record Identity(String tenant, String operation, String key) {}
