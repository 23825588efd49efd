package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.sqs.QueueSpec;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.MappingSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Overrides reach the mapping, the function it feeds and the queue it reads, and nothing else. */
class TuningTest {
    private static final Path FILE = Path.of("template.json");

    @Test
    void aFunctionTimeoutAlone_movesTheVisibilityTimeoutAsInfraDerivesIt() {
        LocalTopology tuned = new Tuning(
                        Optional.empty(),
                        Optional.of(Duration.ofMillis(4_200)),
                        Optional.empty(),
                        Optional.of(Duration.ofSeconds(45)),
                        Optional.empty())
                .applyTo(topology());

        assertThat(tuned.mappings().get(0).batchingWindow()).isEqualTo(Duration.ofMillis(4_200));
        assertThat(tuned.mappings().get(0).batchSize()).isEqualTo(10);
        assertThat(tuned.functions())
                .extracting(FunctionSpec::timeout)
                .containsExactly(Duration.ofSeconds(45), Duration.ofSeconds(60));
        assertThat(tuned.queues())
                .extracting(QueueSpec::visibilityTimeout)
                .containsExactly(Duration.ofSeconds(275), Duration.ofSeconds(30));
    }

    @Test
    void none_leavesTheTemplateAsItIs() {
        assertThat(Tuning.NONE.applyTo(topology())).isEqualTo(topology());
    }

    private static LocalTopology topology() {
        return new LocalTopology(
                List.of(function("dispatcher"), function("order-workflow")),
                List.of(queue("Main"), queue("Other")),
                List.of(new MappingSpec(
                        "Mapping", "Main", "dispatcher", Optional.empty(), 10, Duration.ofSeconds(1), 5, true, true)),
                List.of(),
                List.of(),
                Map.of(),
                Map.of(),
                List.of());
    }

    private static FunctionSpec function(String name) {
        return new FunctionSpec(
                name,
                FILE,
                name,
                "Handler",
                FILE,
                Map.of(),
                Duration.ofSeconds(name.equals("dispatcher") ? 30 : 60),
                1024,
                Optional.empty(),
                Set.of());
    }

    private static QueueSpec queue(String name) {
        return new QueueSpec(
                name, name, false, false, Duration.ofSeconds(30), Duration.ofDays(4), Duration.ZERO, Optional.empty());
    }
}
