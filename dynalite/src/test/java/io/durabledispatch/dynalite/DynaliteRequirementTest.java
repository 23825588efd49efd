package io.durabledispatch.dynalite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DynaliteRequirementTest {
    @TempDir
    Path dir;

    @Test
    void withoutNode_skipsWithANotice_byDefault() {
        var verdict =
                DynaliteRequirement.verdict(Map.<String, String>of()::get, Map.<String, String>of()::get, "/nowhere");

        assertThat(verdict.action()).isEqualTo(NodeRequirement.Action.SKIP);
        assertThat(verdict.message())
                .contains("Node.js (node and npm) not found")
                .contains("-Ddynalite=required");
    }

    @Test
    void withoutNode_fails_onCi_orWhenRequired() {
        var onCi = DynaliteRequirement.verdict(Map.<String, String>of()::get, Map.of("CI", "true")::get, "/nowhere");
        var required =
                DynaliteRequirement.verdict(Map.of("dynalite", "required")::get, Map.<String, String>of()::get, "");

        assertThat(onCi.action()).isEqualTo(NodeRequirement.Action.FAIL);
        assertThat(required.action()).isEqualTo(NodeRequirement.Action.FAIL);
        assertThat(required.message()).contains("install Node.js");
    }

    @Test
    void withNodeAndAProjectPinningDynalite_runs() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        fakeExecutable(bin.resolve("node"));
        fakeExecutable(bin.resolve("npm"));
        Path project = Files.createDirectories(dir.resolve("repo"));
        Files.writeString(project.resolve("package.json"), "{\"devDependencies\":{\"dynalite\":\"4.0.0\"}}");

        var verdict = DynaliteRequirement.verdict(
                Map.of(NodeProject.DIRECTORY_PROPERTY, project.toString())::get,
                Map.of("CI", "true")::get,
                bin.toString());

        assertThat(verdict.action()).isEqualTo(NodeRequirement.Action.RUN);
        assertThat(verdict.project().orElseThrow().directory()).isEqualTo(project);
        assertThat(verdict.project().orElseThrow().installed()).isFalse();
    }

    @Test
    void aDirectoryWithoutDynaliteInItsPackageJson_isNoProject() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        fakeExecutable(bin.resolve("node"));
        fakeExecutable(bin.resolve("npm"));
        Files.writeString(dir.resolve("package.json"), "{\"devDependencies\":{\"aws-cdk\":\"2\"}}");

        var lookup = NodeProject.find(Map.of(NodeProject.DIRECTORY_PROPERTY, dir.toString())::get, bin.toString());

        assertThat(lookup.project()).isEmpty();
        assertThat(lookup.missing()).contains("no package.json pinning dynalite");
    }

    private static void fakeExecutable(Path file) throws IOException {
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
