package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.routes.document.RouteDocuments;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GenerationsTest {
    private static final String ORDER = "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"A-1001\","
            + "\"amount\":{\"value\":44.90,\"currency\":\"EUR\"}%s}";
    private static final Planner DEFAULT = DefaultRoutes.PLANNER;
    /** A route that names a body field for the generation. */
    private static final Planner ATTEMPT = new Planner(RouteDocuments.load("{\"routes\":[{\"name\":\"r\","
            + "\"operation\":\"order\",\"match\":{\"/type\":\"order.placed\"},\"tenant\":\"/tenant_id\","
            + "\"key\":[\"/order_no\"],\"input\":[\"/order_no\",\"/amount\"],\"generation\":\"/attempt\","
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}]}"));

    private static String order(String extra) {
        return ORDER.formatted(extra);
    }

    private static Plan plan(Planner planner, String body, Optional<String> attribute) {
        return PlanResults.plan(planner.plan(body, attribute));
    }

    @Test
    void generationOne_keepsTodaysName_whetherGivenOrDefaulted() {
        Plan defaulted = plan(DEFAULT, order(""), Optional.empty());
        Plan given = plan(DEFAULT, order(""), Optional.of("1"));

        assertThat(defaulted.generation()).isEqualTo(1);
        assertThat(given.executionName()).isEqualTo(defaulted.executionName());
        assertThat(defaulted.executionName())
                .isEqualTo(
                        ExecutionNames.of(1, "acme", "order", List.of("A-1001")).executionName());
    }

    @Test
    void generationTwo_isADistinctName_showingTheGeneration_andTheSameForEveryDelivery() {
        Plan first = plan(DEFAULT, order(""), Optional.empty());
        Plan second = plan(DEFAULT, order(""), Optional.of("2"));
        Plan secondAgain = plan(DEFAULT, order(",\"trace_id\":\"other\""), Optional.of("2"));
        Plan third = plan(DEFAULT, order(""), Optional.of("3"));

        assertThat(second.executionName()).startsWith("order-g2-A-1001-").isNotEqualTo(first.executionName());
        assertThat(second.key().keyHash()).isNotEqualTo(first.key().keyHash());
        assertThat(secondAgain.executionName()).isEqualTo(second.executionName());
        assertThat(third.executionName()).startsWith("order-g3-A-1001-").isNotEqualTo(second.executionName());
        assertThat(second.canonicalInput()).isEqualTo(first.canonicalInput());
    }

    @Test
    void generationName_staysLegal_andKeepsTheWholeHash_forLongKeysAndTheLargestGeneration() {
        String name = ExecutionNames.of(1, Generations.MAX, "t", "x".repeat(30), List.of("k".repeat(500)))
                .executionName();

        assertThat(name).matches("[A-Za-z0-9_-]{1,64}").hasSize(64).contains("-g9999-");
        assertThat(name.substring(name.length() - 24)).matches("[0-9a-f]{24}");
    }

    @Test
    void generation_neverCollidesWithAnotherKeyVersion() {
        String v1g2 = ExecutionNames.of(1, 2, "acme", "order", List.of("A")).executionName();
        List<String> others = List.of(
                ExecutionNames.of(2, 1, "acme", "order", List.of("A")).executionName(),
                ExecutionNames.of(12, 1, "acme", "order", List.of("A")).executionName(),
                ExecutionNames.of(1, 1, "acme", "order", List.of("A", "g2")).executionName());

        assertThat(others).doesNotContain(v1g2);
    }

    @Test
    void bodyField_isTheSource_whenTheRouteNamesOne() {
        Plan two = plan(ATTEMPT, order(",\"attempt\":2"), Optional.empty());
        Plan twoAsDecimal = plan(ATTEMPT, order(",\"attempt\":2.0"), Optional.of("2"));

        assertThat(two.generation()).isEqualTo(2);
        assertThat(two.executionName()).startsWith("order-g2-A-1001-");
        assertThat(twoAsDecimal.executionName()).isEqualTo(two.executionName());
    }

    @ParameterizedTest(name = "attribute {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "two|message attribute generation is not an integer",
                "''|message attribute generation is not an integer",
                "' 2'|message attribute generation is not an integer",
                "2.5|message attribute generation is not an integer",
                "0|message attribute generation must be at least 1, was 0",
                "-3|message attribute generation must be at least 1, was -3",
                "10000|message attribute generation must be at most 9999, was 10000",
                "99999999999999999999999999|message attribute generation must be at most 9999, was a 26-digit number"
            })
    void badAttribute_isInvalid_withItsOwnReason(String attribute, String detail) {
        PlanResult result = DEFAULT.plan(order(""), Optional.of(attribute));

        assertThat(result).isEqualTo(new Rejection(Reason.BAD_GENERATION, detail, Optional.of("order-placed")));
    }

    @ParameterizedTest(name = "body {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "''|generation field /attempt is missing",
                ",\"attempt\":\"2\"|generation field /attempt must be an integer, was string",
                ",\"attempt\":null|generation field /attempt must be an integer, was null",
                ",\"attempt\":2.5|generation field /attempt is not an integer",
                ",\"attempt\":0|generation field /attempt must be at least 1, was 0",
                ",\"attempt\":-1|generation field /attempt must be at least 1, was -1",
                ",\"attempt\":10000|generation field /attempt must be at most 9999, was 10000",
                ",\"attempt\":1e999999999|generation field /attempt must be at most 9999, was a 1000000000-digit number"
            })
    void badBodyField_isInvalid_withItsOwnReason(String extra, String detail) {
        PlanResult result = ATTEMPT.plan(order(extra), Optional.empty());

        assertThat(result).isEqualTo(new Rejection(Reason.BAD_GENERATION, detail, Optional.of("r")));
    }

    @Test
    void attributeAndBodyField_mustAgree() {
        PlanResult result = ATTEMPT.plan(order(",\"attempt\":2"), Optional.of("3"));

        assertThat(result)
                .isEqualTo(new Rejection(
                        Reason.BAD_GENERATION,
                        "message attribute generation 3 disagrees with generation field /attempt 2",
                        Optional.of("r")));
    }

    @Test
    void executionName_forAGeneration_isThePlannersName() {
        Plan planned = plan(DEFAULT, order(""), Optional.of("4"));

        assertThat(DEFAULT.executionName("order-placed", " Acme", List.of("a-1001"), 4))
                .isEqualTo(planned.key());
        assertThatThrownBy(() -> DEFAULT.executionName("order-placed", "acme", List.of("A"), 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
