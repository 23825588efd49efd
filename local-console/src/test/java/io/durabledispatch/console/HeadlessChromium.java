package io.durabledispatch.console;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The system's Chromium, headless, through the system's chromedriver. Paths are explicit so that Selenium
 * Manager never tries to download a browser or driver. Missing binaries skip or fail the test as
 * {@link ChromiumRequirement} decides; test classes say so up front with {@link RequiresChromium}.
 */
public final class HeadlessChromium implements AutoCloseable {
    public final ChromeDriver driver;
    public final WebDriverWait wait;
    private final Path profile;

    public HeadlessChromium() {
        ChromiumRequirement.Binaries binaries = ChromiumRequirement.require();
        try {
            profile = Files.createTempDirectory("console-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(binaries.chromedriver().toFile())
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options(binaries.chromium(), profile));
        wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    }

    private static ChromeOptions options(Path chromium, Path profile) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--window-size=1360,1000",
                "--user-data-dir=" + profile);
        return options;
    }

    /** Saves a PNG of the current page under {@code target/} (the module's build directory). */
    public Path screenshot(String name) {
        try {
            Path target = Path.of("target", name);
            Files.createDirectories(target.getParent());
            Path png =
                    ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
            return Files.copy(png, target, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary profile is harmless; the test result is what matters.
        }
    }
}
