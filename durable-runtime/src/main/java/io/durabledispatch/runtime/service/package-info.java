/**
 * The Lambda durable execution service side, in process and HTTP-free: reused by tests (through
 * {@code runtime.testing}) and by the local Lambda emulator, which puts HTTP in front of it.
 */
package io.durabledispatch.runtime.service;
