/**
 * HTTP plumbing shared by the local AWS emulators: a loopback {@code com.sun.net.httpserver} server, parsed
 * requests, AWS-shaped JSON errors and seeded fault injection.
 */
package io.durabledispatch.local.http;
