package io.durabledispatch.ops.rerun;

/** Port: sends a re-run's body to the dispatcher's main queue with its generation, like any request. */
public interface RerunSender {
    void send(RerunDecision.Send rerun);
}
