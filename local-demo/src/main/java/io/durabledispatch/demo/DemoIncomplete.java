package io.durabledispatch.demo;

/** The demo stopped making progress before the system went quiet; the message is the one line to print. */
public final class DemoIncomplete extends RuntimeException {
    public DemoIncomplete(String oneLine) {
        super(oneLine);
    }
}
