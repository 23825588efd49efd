package io.durabledispatch.emulators.http;

/** What an injected fault looks like to the caller; each emulator maps it to its service's error. */
public enum FaultKind {
    /** HTTP 429: TooManyRequestsException (Lambda), ThrottlingException (Step Functions). */
    THROTTLE,
    /** HTTP 5xx: ServiceException (Lambda), ServiceUnavailable (Step Functions). */
    SERVER_ERROR
}
