package io.durabledispatch.emulators.esm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The batch limits of an SQS mapping (Lambda Developer Guide, "Lambda parameters for Amazon SQS event source
 * mappings", https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-parameters.html, and the API Reference's
 * CreateEventSourceMapping: a batch size above 10 requires MaximumBatchingWindowInSeconds of at least 1).
 */
class MappingSettingsTest {
    @Test
    void batchSizeAboveTen_needsAWindowOfAtLeastOneSecond() {
        assertThatThrownBy(() -> new MappingSettings(11, Duration.ZERO, 2))
                .hasMessageContaining("batching window of at least 1 second");
        assertThatThrownBy(() -> new MappingSettings(11, Duration.ofMillis(999), 2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new MappingSettings(11, Duration.ofSeconds(1), 2).batchSize())
                .isEqualTo(11);
        assertThat(new MappingSettings(10, Duration.ZERO, 2).batchSize()).isEqualTo(10);
    }

    @Test
    void batchSize_isOneToTenThousand_andTheWindowAtMostFiveMinutes() {
        assertThatThrownBy(() -> new MappingSettings(0, Duration.ZERO, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MappingSettings(10_001, Duration.ofSeconds(1), 2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MappingSettings(10, Duration.ofSeconds(301), 2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new MappingSettings(10_000, Duration.ofSeconds(300), 2).batchSize())
                .isEqualTo(10_000);
    }

    @Test
    void theLocalFifoMapping_takesAtMostTenRecordsAndNoWindow() {
        MappingSettings fifo = new MappingSettings(100, Duration.ofSeconds(2), 5).forFifo();

        assertThat(fifo.batchSize()).isEqualTo(10);
        assertThat(fifo.batchingWindow()).isZero();
    }
}
