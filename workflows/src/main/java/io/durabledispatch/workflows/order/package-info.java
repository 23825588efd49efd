/** order-workflow: register, reserve, charge, wait for the carrier, notify; refund and release on failure. */
package io.durabledispatch.workflows.order;
