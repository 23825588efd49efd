package io.durabledispatch.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/environment.md is written by hand: its table must have one row per setting, showing the setting's
 * name, default and range as the table defines them, and no row for a variable the dispatcher does not read.
 */
class EnvironmentReferenceTest {
    /** The module's directory is the working directory of its tests. */
    private static final Path PAGE = Path.of("..", "docs", "reference", "environment.md");

    private static Map<String, List<String>> rows;

    @BeforeAll
    static void readPage() throws IOException {
        rows = Files.readAllLines(PAGE).stream()
                .filter(line -> line.startsWith("| `"))
                .map(EnvironmentReferenceTest::cells)
                .collect(Collectors.toMap(cells -> cells.get(0), Function.identity()));
    }

    @Test
    void everySetting_hasARow_withItsNameDefaultAndRange() {
        for (Setting setting : SettingsTable.ALL) {
            assertThat(rows).as("row for " + setting.variable()).containsKey(setting.variable());
            assertThat(rows.get(setting.variable()))
                    .as(setting.variable() + ": variable, name, default, range, meaning")
                    .hasSize(5)
                    .startsWith(setting.variable(), setting.name(), setting.defaultText(), setting.rangeText());
        }
    }

    @Test
    void everyRow_isASetting() {
        assertThat(rows.keySet())
                .allSatisfy(variable -> assertThat(SettingsTable.byVariable(variable))
                        .as(variable)
                        .isPresent());
    }

    /** {@code | `A` | b | c |} → [A, b, c]: cells trimmed, code quotes dropped. */
    private static List<String> cells(String line) {
        String inner = line.strip().substring(1, line.strip().length() - 1);
        return Arrays.stream(inner.split("\\|"))
                .map(cell -> cell.strip().replace("`", ""))
                .toList();
    }
}
