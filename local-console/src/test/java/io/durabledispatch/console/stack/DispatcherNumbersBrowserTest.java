package io.durabledispatch.console.stack;

import static io.durabledispatch.console.stack.LocalStackFixture.order;
import static io.durabledispatch.console.stack.LoyaltyBodies.points;
import static io.durabledispatch.console.stack.LoyaltyBodies.reward;

import io.durabledispatch.console.HeadlessChromium;
import io.durabledispatch.console.RequiresChromium;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A known mix through the real local stack (ElasticMQ, the dispatcher, both engines); the dispatcher page shows
 * exactly what became of it per operation, for every tenant and for one. Lambda's duplicates are ACCEPTED (or
 * remembered as DUPLICATE by the dispatcher), Step Functions' are DUPLICATE: the numbers are the same either way.
 */
@RequiresChromium
class DispatcherNumbersBrowserTest {
    private static final Planner PLANNER = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));

    private final LocalStackFixture stack = new LocalStackFixture(Duration.ofSeconds(30));
    private final HeadlessChromium browser = new HeadlessChromium();

    {
        browser.wait.ignoring(StaleElementReferenceException.class); // the page re-renders a table that changed
    }

    @AfterEach
    void close() {
        browser.close();
        stack.close();
    }

    @Test
    void perOperation_showsDeliveriesNewExecutionsDuplicatesConflictsAndInvalid_andATenantsShare() {
        String a1 = order("acme", "A-1", "10.0");
        List.of(
                        a1,
                        a1,
                        a1, // two exact copies
                        order("acme", "A-2", "20.0"),
                        order("acme", "A-2", "20.0").replace("}]", "}],\"trace_id\":\"resent\""), // volatile only
                        order("globex", "A-3", "30.0"),
                        "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"amount\":{\"value\":1}}", // no key
                        points("acme", "M-1", "act-1"),
                        points("acme", "M-1", "act-1"),
                        points("globex", "M-2", "act-2"),
                        reward("acme", "M-1", "R-1"),
                        reward("acme", "M-1", "R-1"),
                        "{\"type\":", // malformed: no route can be read
                        "{\"type\":\"order.cancelled\",\"tenant_id\":\"acme\",\"order_no\":\"A-1\"}") // no route
                .forEach(stack::send);
        // The conflict only after A-1 started: sent first, it would be the one that starts.
        stack.getUntil("/api/executions?name=" + name("order-placed", "acme", "A-1"), body -> body.size() == 1);
        stack.send(order("acme", "A-1", "99.0"));

        browser.driver.get(stack.console.address() + "#/dispatcher");

        // Rows in page order, each its operation and its numbers: one read per poll, so order and numbers are of
        // one rendering of the table (it is replaced whenever the activity changes, which makes found cells stale).
        awaitShown(
                DispatcherNumbersBrowserTest::rows,
                List.of("order 8 3 3 1 1 0", "points 3 2 1 0 0 0", "reward 2 1 1 0 0 0", "(unrouted) 2 0 0 0 2 0"),
                Duration.ofSeconds(40));
        awaitShown(
                DispatcherNumbersBrowserTest::headings,
                List.of("Operation", "Deliveries", "New executions", "Duplicates", "Conflicts", "Invalid", "Retried"),
                Duration.ofSeconds(40));
        browser.screenshot("console-dispatcher-numbers.png");

        browser.driver.findElement(By.id("dispatcher-tenant")).sendKeys("Globex");
        awaitShown(
                DispatcherNumbersBrowserTest::rows,
                List.of("order 1 1 0 0 0 0", "points 1 1 0 0 0 0"),
                Duration.ofSeconds(40));

        browser.driver.get(stack.console.address() + "#/executions");
        browser.wait.until(
                driver -> !driver.findElements(By.id("filter-tenant")).isEmpty());
        browser.driver.findElement(By.id("filter-tenant")).sendKeys("globex");
        awaitShown(
                driver -> executionNames(driver).stream().sorted().toList(),
                Stream.of(name("points-earned", "globex", "M-2", "act-2"), name("order-placed", "globex", "A-3"))
                        .sorted()
                        .toList(),
                Duration.ofSeconds(40));
    }

    private static String name(String route, String tenant, String... keys) {
        return PLANNER.executionName(route, tenant, List.of(keys)).executionName();
    }

    /**
     * Waits until {@code read}, run anew on every poll (elements are found again each time, and a stale one only
     * means another poll), shows {@code expected}; a timeout names what was shown last.
     */
    private <T> void awaitShown(Function<WebDriver, T> read, T expected, Duration timeout) {
        AtomicReference<T> shown = new AtomicReference<>();
        new WebDriverWait(browser.driver, timeout)
                .ignoring(StaleElementReferenceException.class)
                .withMessage(() -> "expected " + expected + ", shown last: " + shown.get())
                .until(driver -> {
                    shown.set(read.apply(driver));
                    return expected.equals(shown.get());
                });
    }

    /** The per-operation rows in page order: the operation, then its numbers in column order, space-separated. */
    private static List<String> rows(WebDriver driver) {
        return driver.findElements(By.cssSelector("#per-operation tbody tr[data-operation]")).stream()
                .map(row -> row.getAttribute("data-operation") + " "
                        + row.findElements(By.cssSelector("td[data-column]")).stream()
                                .map(WebElement::getText)
                                .collect(Collectors.joining(" ")))
                .toList();
    }

    private static List<String> headings(WebDriver driver) {
        return driver.findElements(By.cssSelector("#per-operation thead th")).stream()
                .map(WebElement::getText)
                .toList();
    }

    private static List<String> executionNames(WebDriver driver) {
        return driver.findElements(By.cssSelector("#executions tbody tr[data-name]")).stream()
                .map(row -> row.getAttribute("data-name"))
                .toList();
    }
}
