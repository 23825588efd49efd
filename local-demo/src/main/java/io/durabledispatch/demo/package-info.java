/** The demo: a workload of business events sent through a local stack, and the table of what became of each. */
package io.durabledispatch.demo;
