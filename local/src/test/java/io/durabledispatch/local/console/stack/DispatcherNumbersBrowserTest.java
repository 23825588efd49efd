package io.durabledispatch.local.console.stack;

import static io.durabledispatch.local.console.stack.LocalStackFixture.order;
import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.dispatcher.core.plan.Planner;
import io.durabledispatch.local.console.HeadlessChromium;
import io.durabledispatch.local.console.RequiresChromium;
import io.durabledispatch.routes.document.RouteDocuments;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

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

        Map<String, String> all = Map.of(
                "order", "8 3 3 1 1 0",
                "points", "3 2 1 0 0 0",
                "reward", "2 1 1 0 0 0",
                "(unrouted)", "2 0 0 0 2 0");
        browser.wait
                .withTimeout(Duration.ofSeconds(40))
                .until(driver -> table(driver).equals(all));
        assertThat(headings())
                .containsExactly(
                        "Operation", "Deliveries", "New executions", "Duplicates", "Conflicts", "Invalid", "Retried");
        assertThat(operations()).containsExactly("order", "points", "reward", "(unrouted)");
        browser.screenshot("console-dispatcher-numbers.png");

        browser.driver.findElement(By.id("dispatcher-tenant")).sendKeys("Globex");
        Map<String, String> globex = Map.of("order", "1 1 0 0 0 0", "points", "1 1 0 0 0 0");
        browser.wait.until(driver -> table(driver).equals(globex));

        browser.driver.get(stack.console.address() + "#/executions");
        browser.wait.until(
                driver -> !driver.findElements(By.id("filter-tenant")).isEmpty());
        browser.driver.findElement(By.id("filter-tenant")).sendKeys("globex");
        List<String> globexNames =
                List.of(name("points-earned", "globex", "M-2", "act-2"), name("order-placed", "globex", "A-3"));
        browser.wait.until(driver ->
                executionNames(driver).size() == 2 && executionNames(driver).containsAll(globexNames));
    }

    private static String points(String tenant, String member, String activity) {
        return "{\"type\":\"points.earned\",\"tenant_id\":\"%s\",\"member_id\":\"%s\",\"activity_id\":\"%s\",\"points\":100}"
                .formatted(tenant, member, activity);
    }

    private static String reward(String tenant, String member, String redemption) {
        return ("{\"type\":\"reward.redeemed\",\"tenant_id\":\"%s\",\"member_id\":\"%s\",\"redemption_id\":\"%s\","
                        + "\"reward\":\"mug\",\"points\":40}")
                .formatted(tenant, member, redemption);
    }

    private static String name(String route, String tenant, String... keys) {
        return PLANNER.executionName(route, tenant, List.of(keys)).executionName();
    }

    /** Operation → its numbers as shown, space-separated in column order. */
    private static Map<String, String> table(WebDriver driver) {
        return driver.findElements(By.cssSelector("#per-operation tbody tr[data-operation]")).stream()
                .collect(Collectors.toMap(
                        row -> row.getAttribute("data-operation"),
                        row -> row.findElements(By.cssSelector("td[data-column]")).stream()
                                .map(WebElement::getText)
                                .collect(Collectors.joining(" "))));
    }

    private List<String> headings() {
        return browser.driver.findElements(By.cssSelector("#per-operation thead th")).stream()
                .map(WebElement::getText)
                .toList();
    }

    private List<String> operations() {
        return browser.driver.findElements(By.cssSelector("#per-operation tbody tr td:first-child")).stream()
                .map(WebElement::getText)
                .toList();
    }

    private static List<String> executionNames(WebDriver driver) {
        return driver.findElements(By.cssSelector("#executions tbody tr[data-name]")).stream()
                .map(row -> row.getAttribute("data-name"))
                .toList();
    }
}
