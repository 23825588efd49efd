/**
 * Reading an execution back: the status port per kind of target, what an engine can answer about a name, and the
 * three phases a door answers in. The AWS adapters live in the dispatch-aws module.
 */
package io.durabledispatch.core.status;
