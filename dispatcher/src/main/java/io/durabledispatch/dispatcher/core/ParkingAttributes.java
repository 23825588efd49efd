package io.durabledispatch.dispatcher.core;

import java.util.List;

/**
 * The parked messages' attribute names, where the SQS door's readers (CLI, console, demo) first found them. Every
 * door parks with the same names, so they live in {@link io.durabledispatch.core.parking.ParkingAttributes}; these
 * constants only point there.
 */
public final class ParkingAttributes {
    public static final String OUTCOME = io.durabledispatch.core.parking.ParkingAttributes.OUTCOME;
    public static final String REASON = io.durabledispatch.core.parking.ParkingAttributes.REASON;
    public static final String DETAIL = io.durabledispatch.core.parking.ParkingAttributes.DETAIL;
    public static final String ROUTE = io.durabledispatch.core.parking.ParkingAttributes.ROUTE;
    public static final String EXECUTION_NAME = io.durabledispatch.core.parking.ParkingAttributes.EXECUTION_NAME;
    public static final String INPUT_FINGERPRINT = io.durabledispatch.core.parking.ParkingAttributes.INPUT_FINGERPRINT;
    public static final String EXISTING_INPUT_FINGERPRINT =
            io.durabledispatch.core.parking.ParkingAttributes.EXISTING_INPUT_FINGERPRINT;
    public static final String SOURCE_MESSAGE_ID = io.durabledispatch.core.parking.ParkingAttributes.SOURCE_MESSAGE_ID;
    public static final String GENERATION = io.durabledispatch.core.parking.ParkingAttributes.GENERATION;
    public static final List<String> ALL = io.durabledispatch.core.parking.ParkingAttributes.ALL;

    private ParkingAttributes() {}
}
