/**
 * The Lambda durable execution service side, in process and HTTP-free: reused by tests (through
 * {@code durableservice.testing}) and by the local Lambda emulator, which puts HTTP in front of it. It depends on
 * durable-runtime's wire and engine types; the runtime never depends on it, so no Lambda jar carries it.
 */
package io.durabledispatch.durableservice;
