package io.durabledispatch.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table is complete and consistent: what the reference page and both readers rely on. */
class SettingsTableTest {
    @Test
    void all_listsEverySettingConstant_once() throws IllegalAccessException {
        List<Setting> constants = new ArrayList<>();
        for (Field field : SettingsTable.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && Setting.class.isAssignableFrom(field.getType())) {
                constants.add((Setting) field.get(null));
            }
        }

        assertThat(SettingsTable.ALL).containsExactlyInAnyOrderElementsOf(constants);
    }

    @Test
    void variablesAndNames_areUnique_andEachConstantIsNamedAfterItsVariable() throws NoSuchFieldException {
        assertThat(SettingsTable.ALL.stream().map(Setting::variable)).doesNotHaveDuplicates();
        assertThat(SettingsTable.ALL.stream().map(Setting::name)).doesNotHaveDuplicates();
        for (Setting setting : SettingsTable.ALL) {
            assertThat(Arrays.stream(SettingsTable.class.getFields()).map(Field::getName))
                    .as(setting.variable())
                    .contains(setting.variable());
        }
    }

    @Test
    void byVariable_findsTheRow_orNothing() {
        assertThat(SettingsTable.byVariable("MAX_CONCURRENCY")).contains(SettingsTable.MAX_CONCURRENCY);
        assertThat(SettingsTable.byVariable("JAVA_TOOL_OPTIONS")).isEmpty();
    }

    @Test
    void referenceColumns_showUnitsAndChoices() {
        assertThat(SettingsTable.DUPLICATE_MEMORY_SECONDS.defaultText()).isEqualTo("120 s");
        assertThat(SettingsTable.DUPLICATE_MEMORY_SECONDS.rangeText()).isEqualTo("0–3600 s");
        assertThat(SettingsTable.DEADLINE_MARGIN_MS.rangeText()).isEqualTo("0–900000 ms");
        assertThat(SettingsTable.RETRY_MAX_DELAY_SECONDS.rangeText()).isEqualTo("1–42300 s");
        assertThat(SettingsTable.AWS_RETRY_MODE.rangeText()).isEqualTo("standard or adaptive");
        assertThat(SettingsTable.ROUTES.defaultText()).isEqualTo("required");
        assertThat(SettingsTable.AWS_ENDPOINT_URL.defaultText()).isEqualTo("unset");
    }
}
