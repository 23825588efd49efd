package io.durabledispatch.dispatcher;

import com.amazonaws.services.lambda.runtime.Context;
import io.durabledispatch.dispatcher.core.RemainingTime;
import java.time.Duration;

/** The invocation's remaining time, read from Lambda's Context each time it is asked. */
final class InvocationTime {
    private InvocationTime() {}

    /** Without a Context (in-process callers) there is no deadline. */
    static RemainingTime of(Context context) {
        if (context == null) return RemainingTime.UNLIMITED;
        return () -> Duration.ofMillis(context.getRemainingTimeInMillis());
    }
}
