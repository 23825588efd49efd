package io.durabledispatch.localstack.template;

/** An intrinsic function the local stack cannot evaluate; the reader adds the file and the resource. */
final class UnresolvableException extends RuntimeException {
    UnresolvableException(String message) {
        super(message);
    }
}
