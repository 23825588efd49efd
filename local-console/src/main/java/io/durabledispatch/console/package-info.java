/** The web console of a local stack: executions, histories, queues, the dispatcher's numbers, re-run. */
package io.durabledispatch.console;
