/**
 * The HTTP APIs of a template (API Gateway v2, protocol HTTP, Lambda proxy integrations with payload format 2.0)
 * served on 127.0.0.1: route selection as API Gateway does it, the 2.0 event built from each request, the
 * function's response mapped back, and API Gateway's own 404, 500 and 503 answers. The rules and their sources
 * are in docs/local/fidelity.md.
 */
package io.durabledispatch.emulators.apigateway;
