package io.durabledispatch.it;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.durabledispatch.it.backend.Backend;
import io.durabledispatch.it.backend.Backends;
import io.durabledispatch.it.backend.EmbeddedControls;
import io.durabledispatch.it.backend.Stack;
import io.durabledispatch.it.backend.Tuning;
import io.durabledispatch.it.support.Ledger;
import io.durabledispatch.it.support.Producer;
import org.junit.jupiter.api.AfterEach;

/** Opens the configured backend for one scenario and closes it afterwards. */
abstract class BackendTest {
    protected Backend backend;

    protected void open(Tuning tuning) {
        backend = Backends.open(tuning);
    }

    protected Stack stack() {
        return backend.stack();
    }

    protected Ledger ledger(String scenario) {
        return new Ledger(scenario, backend::stack);
    }

    protected Producer producer(Ledger ledger) {
        return new Producer(stack().sqs(), ledger);
    }

    /** Skips (never passes) a scenario that needs a knob only the embedded stack has. */
    protected EmbeddedControls controls(String why) {
        assumeTrue(backend.controls().isPresent(), "needs the embedded stack: " + why);
        return backend.controls().orElseThrow();
    }

    @AfterEach
    void closeBackend() {
        if (backend != null) backend.close();
    }
}
