/** points-workflow and the points ledger (grants per business event, debits per redemption). */
package io.durabledispatch.workflows.points;
