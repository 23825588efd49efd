package io.durabledispatch.routes.document;

/**
 * The route document cannot be read or breaks a rule. The message names the route and the field, e.g.
 * {@code route 'order-placed' (routes[0]): key[1] must be a JSON pointer like /order_no, was 'order_no'}; the
 * dispatcher's cold start and the CDK synth fail with it.
 */
public class RouteDocumentException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RouteDocumentException(String message) {
        super(message);
    }

    public RouteDocumentException(String message, Throwable cause) {
        super(message, cause);
    }
}
