package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.console.ChromiumRequirement.Action;
import io.durabledispatch.console.ChromiumRequirement.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A missing browser skips the browser tests, unless the build requires them; then it fails them. */
class ChromiumRequirementTest {
    @TempDir
    Path dir;

    @Test
    void binariesOnPath_run() throws IOException {
        Path bin = executables("bin", "chromium", "chromedriver");

        Verdict verdict = verdict(Map.of(), Map.of("CI", "true"), "/nowhere:" + bin);

        assertThat(verdict.action()).isEqualTo(Action.RUN);
        assertThat(verdict.binaries())
                .isEqualTo(new ChromiumRequirement.Binaries(bin.resolve("chromium"), bin.resolve("chromedriver")));
    }

    @Test
    void missingBrowser_skipsWithOneLineSayingHowToEnableIt() throws IOException {
        Path bin = executables("bin", "chromedriver");

        Verdict verdict = verdict(Map.of(), Map.of(), bin.toString());

        assertThat(verdict.action()).isEqualTo(Action.SKIP);
        assertThat(verdict.message())
                .startsWith("Browser tests skipped: Chromium not found")
                .contains("chromium-driver")
                .doesNotContain("\n");
    }

    @Test
    void missingBrowser_fails_whenThePropertyRequiresIt() {
        Verdict verdict = verdict(Map.of("console.browser", "required"), Map.of(), dir.toString());

        assertThat(verdict.action()).isEqualTo(Action.FAIL);
        assertThat(verdict.message()).startsWith("Chromium and chromedriver not found");
    }

    @Test
    void missingBrowser_fails_onCi() {
        assertThat(verdict(Map.of(), Map.of("CI", "true"), dir.toString()).action())
                .isEqualTo(Action.FAIL);
        assertThat(verdict(Map.of(), Map.of("CI", "false"), dir.toString()).action())
                .isEqualTo(Action.SKIP);
    }

    @Test
    void explicitPaths_overrideThePathLookup() throws IOException {
        Path bin = executables("bin", "chromium", "chromedriver");
        Path other = executables("other", "my-chromium");

        Verdict missing =
                verdict(Map.of("console.browser.chromium", dir.resolve("absent").toString()), Map.of(), bin.toString());
        Verdict elsewhere = verdict(
                Map.of("console.browser.chromium", other.resolve("my-chromium").toString()), Map.of(), bin.toString());

        assertThat(missing.action()).isEqualTo(Action.SKIP);
        assertThat(elsewhere.binaries().chromium()).isEqualTo(other.resolve("my-chromium"));
    }

    private static Verdict verdict(Map<String, String> properties, Map<String, String> environment, String path) {
        return ChromiumRequirement.verdict(properties::get, environment::get, path);
    }

    private Path executables(String folder, String... names) throws IOException {
        Path bin = Files.createDirectories(dir.resolve(folder));
        for (String name : names) {
            Files.createFile(
                    bin.resolve(name),
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        }
        return bin;
    }
}
