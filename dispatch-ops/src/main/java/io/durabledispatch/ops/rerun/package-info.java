/**
 * Re-running a business request on purpose: find its latest generation through the engines' APIs, check that
 * re-running it is safe, rebuild a routable body and send it with the next generation.
 */
package io.durabledispatch.ops.rerun;
