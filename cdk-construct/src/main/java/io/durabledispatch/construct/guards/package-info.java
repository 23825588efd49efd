/**
 * Synth-time guards: each refuses (or warns about) a configuration under which one business request could
 * start twice or the mapping would outrun its targets. Findings name the route and the prop to change.
 */
package io.durabledispatch.construct.guards;
