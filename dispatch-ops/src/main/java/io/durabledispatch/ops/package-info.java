/**
 * The operator library: find a request's executions by route and key, read histories and queue messages, re-run a
 * request as a new generation. It speaks only the AWS APIs, so it works against the local stack and real AWS.
 */
package io.durabledispatch.ops;
