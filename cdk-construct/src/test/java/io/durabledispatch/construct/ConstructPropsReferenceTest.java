package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.settings.Setting;
import io.durabledispatch.settings.SettingsTable;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/construct-props.md is written by hand: its "Flat props" table has one row per builder method, and
 * a prop that sets a dispatcher variable shows the settings table's range and its default, or "derived" where the
 * construct derives the value.
 */
class ConstructPropsReferenceTest {
    /** The module's directory is the working directory of its tests. */
    private static final Path PAGE = Path.of("..", "docs", "reference", "construct-props.md");

    /** Variables the construct derives rather than defaulting them from the table. */
    private static final Set<String> DERIVED = Set.of(SettingsTable.MAX_CONCURRENCY.variable());

    private static Map<String, List<String>> rows;

    @BeforeAll
    static void readFlatPropsTable() throws IOException {
        List<String> lines = Files.readAllLines(PAGE);
        int start = lines.indexOf("## Flat props");
        assertThat(start).as("a 'Flat props' section").isNotNegative();
        rows = lines.subList(start + 1, lines.size()).stream()
                .takeWhile(line -> !line.startsWith("## "))
                .filter(line -> line.startsWith("| `"))
                .map(ConstructPropsReferenceTest::cells)
                .collect(Collectors.toMap(cells -> cells.get(0), Function.identity()));
    }

    @Test
    void everyProp_hasARow_andEveryRowIsAProp() {
        Set<String> props = Arrays.stream(DurableDispatchProps.Builder.class.getDeclaredMethods())
                .filter(method -> Modifier.isPublic(method.getModifiers()))
                .map(Method::getName)
                .filter(name -> !name.equals("build"))
                .collect(Collectors.toSet());

        assertThat(rows.keySet()).containsExactlyInAnyOrderElementsOf(props);
    }

    @Test
    void propsThatSetADispatcherVariable_showItsDefaultAndRange() {
        List<Setting> asProps = SettingsTable.ALL.stream()
                .filter(setting -> rows.containsKey(setting.name()))
                .filter(setting -> setting.defaultRaw().isPresent()) // routes: a list here, rendered to ROUTES
                .toList();

        assertThat(asProps).extracting(Setting::variable).contains("MAX_CONCURRENCY", "DUPLICATE_MEMORY_SECONDS");
        for (Setting setting : asProps) {
            String expectedDefault = DERIVED.contains(setting.variable()) ? "derived" : setting.defaultText();
            assertThat(rows.get(setting.name()))
                    .as(setting.name() + ": prop, default, range")
                    .startsWith(setting.name(), expectedDefault, setting.rangeText());
        }
    }

    /** {@code | `a` | b |} → [a, b]: cells trimmed, code quotes dropped. */
    private static List<String> cells(String line) {
        String inner = line.strip().substring(1, line.strip().length() - 1);
        return Arrays.stream(inner.split("\\|"))
                .map(cell -> cell.strip().replace("`", ""))
                .toList();
    }
}
