package io.durabledispatch.durableservice;

import java.util.List;
import software.amazon.awssdk.services.lambda.model.Event;

/** One page of an execution's history; {@code nextMarker} is null on the last page. */
public record HistoryPage(List<Event> events, String nextMarker) {}
