/** Crash-safe file persistence for the emulators' state, enabled by giving them a data directory. */
package io.durabledispatch.emulators.persistence;
