package io.durabledispatch.durableservice;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.lambda.model.EventResult;
import software.amazon.awssdk.services.lambda.model.EventType;

/**
 * SendDurableExecutionCallbackSuccess takes a Result of length 0 (Lambda API Reference): an empty body is no
 * result, so the function reads none rather than an empty document.
 */
class CallbackResultTest {
    private final HistoryRig rig = new HistoryRig();

    @Test
    void anEmptyBody_completesTheCallbackWithNoResult() {
        rig.service.succeedCallback(WaitCallbackRows.startCallback(rig), "");

        assertThat(rig.operation("c").callbackDetails().result()).isNull();
        assertThat(rig.only(EventType.CALLBACK_SUCCEEDED, "c")
                        .callbackSucceededDetails()
                        .result())
                .isEqualTo(EventResult.builder().truncated(false).build());
    }
}
