/**
 * RFC 8785 style canonical writing and SHA-256 fingerprints. Bodies are read with the strict reader the route
 * document uses too ({@link io.durabledispatch.routes.json.StrictJson}).
 */
package io.durabledispatch.core.json;
