package io.durabledispatch.benchmarks.coldstart;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ColdStartTest {
    @Test
    void parse_makesEveryStampRelativeToTheSpawn() {
        ColdStart start = ColdStart.parse("COLDSTART 1100 1450 1720 0\n", 1000);

        assertThat(start).isEqualTo(new ColdStart(100, 450, 720, 0, 450));
        assertThat(start.priming()).isZero();
        assertThat(start.firstBatch()).isEqualTo(270);
    }

    @Test
    void parse_readsThePrimingStamp_andSplitsItFromTheFirstBatch() {
        ColdStart start = ColdStart.parse("COLDSTART 1100 1450 1720 0 1600", 1000);

        assertThat(start.priming()).isEqualTo(150);
        assertThat(start.firstBatch()).isEqualTo(120);
    }

    @Test
    void census_countsLoadedClassesByLibrary_andMarksSharedArchiveOnes() throws Exception {
        Path log = Path.of(getClass().getResource("/coldstart/class-load.log").toURI());

        assertThat(ClassLoadCensus.count(log))
                .containsEntry("java. (CDS)", 2L)
                .containsEntry("software.amazon.awssdk", 2L)
                .containsEntry("com.fasterxml.jackson", 1L)
                .containsEntry("io.durabledispatch", 1L)
                .hasSize(4);
    }

    @Test
    void milestones_giveTheUptimeOfEachStepsFirstClass_andSkipStepsNotReached() throws Exception {
        Path log = Path.of(getClass().getResource("/coldstart/class-load.log").toURI());

        assertThat(InitMilestones.read(log)).containsExactly(Map.entry("main() runs: DispatchHandler loads", 210L));
    }
}
