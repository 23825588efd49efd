package io.durabledispatch.localstack.function;

/** A class in a test jar that implements no Lambda handler interface. */
public final class NotAHandler {
    public String handleRequest(String input) {
        return input;
    }
}
