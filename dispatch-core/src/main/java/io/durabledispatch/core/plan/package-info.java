/** Body → route → key → execution name → canonical input: the code path shared with the CLI and console. */
package io.durabledispatch.core.plan;
