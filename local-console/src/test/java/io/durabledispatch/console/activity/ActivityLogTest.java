package io.durabledispatch.console.activity;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.console.activity.ActivitySnapshot.Bucket;
import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import io.durabledispatch.durableservice.testing.ManualClock;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ActivityLogTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-30T10:00:05Z"));
    private final ActivityLog log = new ActivityLog(clock, RouteDocuments.load("classpath:routes/default-routes.json"));

    @Test
    void snapshot_putsRecordsInTheirTimeBucket_oldestFirst() {
        log.accept(started("m1", "order-A-1"));
        clock.advance(ActivityLog.BUCKET);
        log.accept(started("m2", "order-A-2"));

        var buckets = log.snapshot().buckets();

        assertThat(buckets).hasSize(ActivityLog.BUCKETS);
        assertThat(buckets.get(buckets.size() - 1).start())
                .isEqualTo(Instant.parse("2026-11-30T10:00:10Z").toEpochMilli());
        assertThat(buckets.get(buckets.size() - 2).counts().get("STARTED")).containsEntry("order", 1L);
        assertThat(buckets.get(buckets.size() - 1).counts().get("STARTED")).containsEntry("order", 1L);
    }

    @Test
    void oldBuckets_fallOffTheChart_butStayInTheTotals() {
        log.accept(started("m1", "order-A-1"));
        clock.advance(ActivityLog.BUCKET.multipliedBy(ActivityLog.BUCKETS));
        log.accept(started("m2", "order-A-2"));

        ActivitySnapshot snapshot = log.snapshot();

        long charted = snapshot.buckets().stream()
                .map(Bucket::counts)
                .mapToLong(counts -> counts.getOrDefault("STARTED", Map.of()).getOrDefault("order", 0L))
                .sum();
        assertThat(charted).isEqualTo(1);
        assertThat(snapshot.totals().get("STARTED")).containsEntry("order", 2L);
    }

    @Test
    void latest_keepsTheMostRecentRows_andARepeatMovesItsRowToTheTop() {
        for (int i = 0; i < ActivityLog.LATEST + 5; i++) log.accept(started("m" + i, "order-" + i));
        log.accept(started("again", "order-10"));

        var latest = log.snapshot().latest();

        assertThat(latest).hasSize(ActivityLog.LATEST);
        assertThat(latest.get(0).executionName()).isEqualTo("order-10");
        assertThat(latest.get(0).count()).isEqualTo(2);
        assertThat(latest)
                .extracting(ActivitySnapshot.ActivityRow::executionName)
                .doesNotContain("order-0", "order-4") // the five least recently seen fell off
                .contains("order-5");
    }

    private static DoorLine started(String messageId, String name) {
        return new RecordOutcome(
                        messageId,
                        Outcome.STARTED,
                        Optional.of("order-placed"),
                        Optional.of("order"),
                        Optional.of(name),
                        Optional.of("hash"),
                        Optional.empty(),
                        1)
                .line();
    }
}
