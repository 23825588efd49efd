/** The business workflows (order, points, catalog) written on durable-runtime. */
package io.durabledispatch.workflows;
