/** The reward-redemption state machine's work as a plain function, for the local Step Functions emulator. */
package io.durabledispatch.workflows.reward;
