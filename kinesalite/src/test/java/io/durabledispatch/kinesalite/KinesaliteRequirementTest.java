package io.durabledispatch.kinesalite;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.dynalite.NodeProject;
import io.durabledispatch.dynalite.NodeRequirement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KinesaliteRequirementTest {
    @TempDir
    Path dir;

    @Test
    void withoutNode_skips_andNamesItsOwnSwitch() {
        var verdict = KinesaliteRequirement.RULE.verdict(
                Map.<String, String>of()::get, Map.<String, String>of()::get, "/nowhere");

        assertThat(verdict.action()).isEqualTo(NodeRequirement.Action.SKIP);
        assertThat(verdict.message()).startsWith("Kinesis tests skipped").contains("-Dkinesalite=required");
    }

    @Test
    void withoutNode_fails_whenKinesaliteIsRequired_notWhenOnlyDynaliteIs() {
        var required = KinesaliteRequirement.RULE.verdict(
                Map.of("kinesalite", "required")::get, Map.<String, String>of()::get, "");
        var otherSwitch = KinesaliteRequirement.RULE.verdict(
                Map.of("dynalite", "required")::get, Map.<String, String>of()::get, "");

        assertThat(required.action()).isEqualTo(NodeRequirement.Action.FAIL);
        assertThat(otherSwitch.action()).isEqualTo(NodeRequirement.Action.SKIP);
    }

    @Test
    void aPackageJsonPinningOnlyDynalite_isNoKinesaliteProject() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        fakeExecutable(bin.resolve("node"));
        fakeExecutable(bin.resolve("npm"));
        Files.writeString(dir.resolve("package.json"), "{\"devDependencies\":{\"dynalite\":\"4.0.0\"}}");
        Map<String, String> properties = Map.of(NodeProject.DIRECTORY_PROPERTY, dir.toString());

        var verdict = KinesaliteRequirement.RULE.verdict(properties::get, Map.of("CI", "true")::get, bin.toString());

        assertThat(verdict.action()).isEqualTo(NodeRequirement.Action.FAIL);
        assertThat(verdict.message()).contains("no package.json pinning kinesalite");
    }

    private static void fakeExecutable(Path file) throws IOException {
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
