package io.durabledispatch.benchmarks.coldstart;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.dispatcher.snapstart.SnapStartPriming;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays the Lambda runtime for one cold start: constructs the handler the way Lambda does (no-arg, from the
 * environment), hands it one batch, and prints epoch-millisecond stamps of each phase on one line. Runs on
 * the deployable jar's classpath alone, so it uses nothing but the jar's classes and the JDK.
 */
public final class ColdStartLauncher {
    static final String MARKER = "COLDSTART";
    /** {@code -Dcoldstart.prime=true}: run the SnapStart priming hook between init and the first batch. */
    static final String PRIME_PROPERTY = "coldstart.prime";

    private static final int RECORDS = 10;

    private ColdStartLauncher() {}

    public static void main(String[] args) {
        long mainEntered = System.currentTimeMillis();
        DispatchHandler handler = new DispatchHandler();
        long constructed = System.currentTimeMillis();
        // As SnapStart would before its snapshot: the hook the wiring registered (it starts nothing).
        if (Boolean.getBoolean(PRIME_PROPERTY))
            SnapStartPriming.registered().orElseThrow().beforeCheckpoint(null);
        long primed = System.currentTimeMillis();
        SQSBatchResponse response = handler.handleRequest(batch(mainEntered), null);
        long handled = System.currentTimeMillis();
        System.out.println(MARKER + " " + mainEntered + " " + constructed + " " + handled + " "
                + response.getBatchItemFailures().size() + " " + primed);
    }

    private static SQSEvent batch(long unique) {
        List<SQSEvent.SQSMessage> messages = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            SQSEvent.SQSMessage message = new SQSEvent.SQSMessage();
            message.setMessageId("cold-" + i);
            message.setBody("{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"C-" + unique + "-" + i
                    + "\",\"customer\":{\"id\":\"C-17\"},\"items\":[{\"sku\":\"SKU-RED-1\",\"qty\":2,"
                    + "\"unit_price\":19.95}],\"amount\":{\"value\":39.9,\"currency\":\"EUR\"}}");
            messages.add(message);
        }
        SQSEvent event = new SQSEvent();
        event.setRecords(messages);
        return event;
    }
}
