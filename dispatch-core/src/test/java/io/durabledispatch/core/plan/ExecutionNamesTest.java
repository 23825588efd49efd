package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ExecutionNamesTest {
    private static final String LEGAL = "[A-Za-z0-9_-]{1,64}";

    private static List<String> allKeys() {
        return Stream.concat(HostileKeys.fixed().stream(), HostileKeys.random(20261130L, 1500).stream())
                .toList();
    }

    @Test
    void name_isAlwaysLegal_forHostileAndRandomKeys() {
        for (String key : allKeys()) {
            for (String operation : List.of("order", "", "😀", "x".repeat(100))) {
                String name =
                        ExecutionNames.of(1, key, operation, List.of(key, key)).executionName();
                assertThat(name)
                        .as("name for key %s", key.length() > 40 ? key.substring(0, 40) : key)
                        .matches(LEGAL);
            }
        }
    }

    @Test
    void name_isStableAcrossRuns_goldenNames() {
        // Hash suffixes computed independently (Python: struct + hashlib over the documented encoding).
        assertThat(name("acme", "order", "A-1001")).isEqualTo("order-A-1001-81ef4d30ab72eafdd3224b41");
        assertThat(name("acme", "points", "M-5", "order:A-1001"))
                .isEqualTo("points-M-5_order_A-1001-da70644b78aa93417a00d2fe");
        assertThat(name("acme", "order", "😀 Straße/#:")).isEqualTo("order-Stra_e-8f962c94e298750ffeeeb4d9");
        assertThat(name("", "", "")).isEqualTo("fe84d4c9e50701277cf4aec6");
    }

    private static String name(String tenant, String operation, String... key) {
        return ExecutionNames.of(1, tenant, operation, List.of(key)).executionName();
    }

    @Test
    void name_differs_forEveryDistinctKey() {
        List<String> keys = new ArrayList<>(new HashSet<>(allKeys()));
        Set<String> names = new HashSet<>();
        keys.forEach(key ->
                names.add(ExecutionNames.of(1, "acme", "order", List.of(key)).executionName()));

        assertThat(names).hasSameSizeAs(keys);
    }

    @Test
    void name_differs_whenOnlyTenantOperationOrVersionDiffers() {
        List<String> key = List.of("A-1001");
        Set<String> names = Set.of(
                ExecutionNames.of(1, "acme", "order", key).executionName(),
                ExecutionNames.of(1, "globex", "order", key).executionName(),
                ExecutionNames.of(1, "acme", "refund", key).executionName(),
                ExecutionNames.of(2, "acme", "order", key).executionName());

        assertThat(names).hasSize(4);
    }

    @Test
    void name_differs_whenKeyPartsShiftBetweenFields() {
        // Length prefixes: ("ab","c") and ("a","bc") and ("abc") are three different keys.
        String one = ExecutionNames.of(1, "t", "op", List.of("ab", "c")).executionName();
        String two = ExecutionNames.of(1, "t", "op", List.of("a", "bc")).executionName();
        String three = ExecutionNames.of(1, "t", "op", List.of("abc")).executionName();
        String tenantShift = ExecutionNames.of(1, "ta", "op", List.of("bc")).executionName();

        assertThat(Set.of(one, two, three, tenantShift)).hasSize(4);
    }

    @Test
    void name_distinguishesLoneSurrogates_thatUtf8WouldMerge() {
        String high = ExecutionNames.of(1, "t", "op", List.of("\ud800")).executionName();
        String low = ExecutionNames.of(1, "t", "op", List.of("\udc00")).executionName();

        assertThat(high).isNotEqualTo(low);
    }

    @Test
    void keyHash_isFullSha256Hex_andNameCarriesItsFirst96Bits() {
        NamedKey key = ExecutionNames.of(1, "acme", "order", List.of("A-1001"));

        assertThat(key.keyHash()).matches("[0-9a-f]{64}");
        assertThat(key.executionName()).endsWith("-" + key.keyHash().substring(0, ExecutionNames.HASH_CHARS));
    }
}
