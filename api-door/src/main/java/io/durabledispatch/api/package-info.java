/**
 * The HTTP door: Lambda handlers for API Gateway (HTTP APIs, payload format 2.0; REST API proxy) in front of the
 * admission core. See docs/reference/http-door.md.
 */
package io.durabledispatch.api;
