/**
 * Starting one named execution: the starter port per kind of target, what an engine can answer, and the
 * per-container memory that makes Lambda's duplicates visible. The AWS adapters live in the dispatch-aws module.
 */
package io.durabledispatch.core.start;
