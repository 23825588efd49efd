/**
 * The one HTTP layer of the local stack, shared by the AWS emulators and the console: a loopback
 * {@code com.sun.net.httpserver} server with Nagle's algorithm off, parsed requests, one query-string decoder,
 * one error mapping ({@link io.durabledispatch.emulators.http.ApiException} or 500), and the emulators' seeded fault
 * injection.
 */
package io.durabledispatch.emulators.http;
