package io.durabledispatch.local.console;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Manager never tries to download a browser or driver. Missing binaries fail the test: CI installs them.
 */
public final class HeadlessChromium implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    public final ChromeDriver driver;
    public final WebDriverWait wait;
    private final Path profile;

    public HeadlessChromium() {
        assertThat(CHROMIUM)
                .as("Chromium is required (apt-get install -y chromium chromium-driver)")
                .isExecutable();
        assertThat(CHROMEDRIVER)
                .as("chromedriver is required (apt-get install -y chromium chromium-driver)")
                .isExecutable();
        try {
            profile = Files.createTempDirectory("console-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options(profile));
        wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    }

    private static ChromeOptions options(Path profile) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
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
