package io.durabledispatch.core.plan;

/** Why a record was not started; the code travels as the {@code reason} parking attribute. */
public enum Reason {
    MALFORMED_JSON,
    NOT_AN_OBJECT,
    NO_ROUTE,
    MISSING_KEY,
    BAD_KEY_TYPE,
    EMPTY_KEY,
    KEY_TOO_LONG,
    BAD_GENERATION,
    INPUT_TOO_LARGE,
    TARGET_REJECTED_INPUT,
    INPUT_CONFLICT
}
