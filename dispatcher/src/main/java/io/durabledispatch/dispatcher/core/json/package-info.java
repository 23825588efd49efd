/** Strict JSON reading, RFC 8785 style canonical writing, and SHA-256 fingerprints. */
package io.durabledispatch.dispatcher.core.json;
