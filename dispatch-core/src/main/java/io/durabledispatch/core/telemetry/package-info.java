/**
 * The one per-request log line every door writes ({@code "message":"record dispatched"}): which door, the
 * request's identity there, and what the core made of it in the outcome vocabulary of
 * {@link io.durabledispatch.core.start.Outcome}. Plain Java: a door hands the JSON text to its own logger.
 */
package io.durabledispatch.core.telemetry;
