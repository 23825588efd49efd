package io.durabledispatch.emulators.lambda;

import io.durabledispatch.runtime.CallbackOptions;
import io.durabledispatch.runtime.DurableContext;
import io.durabledispatch.runtime.DurableHandler;
import io.durabledispatch.runtime.DurableRuntime;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A test workflow on the runtime API: a step, a durable sleep, then a callback that someone must complete. */
final class ApprovalWorkflow extends DurableHandler<ApprovalWorkflow.Order, String> {
    static final Duration COOL_DOWN = Duration.ofSeconds(30);

    /** Callback ids handed out by the workflow, as an external approver would receive them. */
    final BlockingQueue<String> callbackIds = new LinkedBlockingQueue<>();

    record Order(String orderId, int amount) {}

    ApprovalWorkflow(DurableRuntime runtime) {
        super(Order.class, runtime);
    }

    @Override
    protected String handle(Order order, DurableContext context) {
        String reservation = context.step("reserve", String.class, step -> "reserved-" + order.orderId());
        context.sleep("cool-down", COOL_DOWN);
        String approval = context.waitForCallback(
                "approval",
                String.class,
                (callbackId, step) -> callbackIds.add(callbackId),
                CallbackOptions.timeout(Duration.ofHours(1)));
        return reservation + "/" + approval;
    }
}
