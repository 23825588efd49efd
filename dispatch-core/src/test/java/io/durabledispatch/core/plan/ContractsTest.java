package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.json.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The workflow input contracts in ../contracts: the dispatcher must produce each canonicalInput exactly. */
class ContractsTest {
    private static final Path CONTRACTS = Path.of("..", "contracts");

    static Stream<Path> contracts() throws IOException {
        try (Stream<Path> files = Files.list(CONTRACTS)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @Test
    void contracts_coverEveryDefaultRoute() throws IOException {
        List<String> routes = contracts()
                .map(ContractsTest::read)
                .map(c -> c.get("route").asText())
                .toList();

        assertThat(routes)
                .containsExactlyInAnyOrder("order-placed", "points-earned", "product-registered", "reward-redeemed");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("contracts")
    void plan_producesTheContractsCanonicalInput_byteForByte(Path file) {
        JsonNode contract = read(file);

        PlanResult result = DefaultRoutes.PLANNER.plan(contract.get("event").toString());

        Plan plan = PlanResults.plan(result);
        assertThat(plan.route().name()).isEqualTo(contract.get("route").asText());
        assertThat(plan.canonicalInput())
                .isEqualTo(contract.get("canonicalInput").asText());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("contracts")
    void plan_keepsTheContractsExecutionName_forGenerationOne(Path file) {
        JsonNode contract = read(file);
        String event = contract.get("event").toString();

        Plan defaulted = PlanResults.plan(DefaultRoutes.PLANNER.plan(event));
        Plan explicit = PlanResults.plan(DefaultRoutes.PLANNER.plan(event, Optional.of("1")));
        Plan rerun = PlanResults.plan(DefaultRoutes.PLANNER.plan(event, Optional.of("2")));

        String pinned = contract.get("executionName").asText();
        assertThat(defaulted.executionName()).isEqualTo(pinned);
        assertThat(explicit.executionName()).isEqualTo(pinned);
        assertThat(rerun.executionName()).isNotEqualTo(pinned).contains("-g2-");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("contracts")
    void plan_readsTheContractEventFromItsOriginalText(Path file) throws IOException {
        // The event as written in the file (44.90, 1.2E1 and all), not as re-serialised by a parser.
        String text = Files.readString(file);
        JsonNode contract = read(file);
        String rawEvent = text.substring(text.indexOf("\"event\"") + 8, text.indexOf("\"canonicalInput\""));
        String event = rawEvent.strip().replaceAll(",\\s*$", "").strip();

        Plan plan = PlanResults.plan(DefaultRoutes.PLANNER.plan(event.substring(event.indexOf('{'))));

        assertThat(plan.canonicalInput())
                .isEqualTo(contract.get("canonicalInput").asText());
    }

    private static JsonNode read(Path file) {
        try {
            return StrictJson.parse(Files.readString(file));
        } catch (IOException e) {
            throw new IllegalStateException(file + " is not readable JSON", e);
        }
    }
}
