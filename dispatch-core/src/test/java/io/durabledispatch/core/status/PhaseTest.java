package io.durabledispatch.core.status;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PhaseTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "RUNNING,RUNNING",
        "PENDING_REDRIVE,RUNNING",
        "SOMETHING_NEW,RUNNING",
        "SUCCEEDED,SUCCEEDED",
        "FAILED,FAILED",
        "TIMED_OUT,FAILED",
        "STOPPED,FAILED",
        "ABORTED,FAILED"
    })
    void of_mapsBothEnginesStatuses_toWhatAClientActsOn(String status, Phase phase) {
        assertThat(Phase.of(status)).isEqualTo(phase);
    }
}
