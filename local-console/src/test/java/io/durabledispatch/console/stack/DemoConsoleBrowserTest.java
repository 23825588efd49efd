package io.durabledispatch.console.stack;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.console.HeadlessChromium;
import io.durabledispatch.console.HttpJson;
import io.durabledispatch.console.RequiresChromium;
import io.durabledispatch.demo.workload.Workload;
import io.durabledispatch.demo.workload.WorkloadGenerator;
import io.durabledispatch.demo.workload.WorkloadSpec;
import io.durabledispatch.emulators.http.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The demo workload on the real local stack with nobody confirming shipments; a person opens the console in
 * Chromium, finds an order by its tenant and order number, and confirms its shipment from the detail page.
 */
@RequiresChromium
class DemoConsoleBrowserTest {
    private static final ObjectMapper JSON = Json.MAPPER;

    /** One stack for both tests: they read different executions (a reward of a member the workload never has). */
    private static LocalStackFixture stack;

    private final HeadlessChromium browser = new HeadlessChromium();

    @BeforeAll
    static void start() {
        stack = new LocalStackFixture();
    }

    @AfterAll
    static void stop() {
        if (stack != null) stack.close();
    }

    @AfterEach
    void close() {
        browser.close();
    }

    @Test
    void order_isFoundByBusinessKey_andSucceeds_whenItsShipmentIsConfirmedFromTheDetailPage() {
        Workload workload = WorkloadGenerator.generate(new WorkloadSpec(40, 3, 10, 5, 2, 2, 11L));
        workload.all().forEach(stack::send);
        JsonNode order = firstOrder(workload);

        browser.driver.get(stack.console.address().toString());
        findByBusinessKey(order.get("tenant_id").asText(), order.get("order_no").asText());
        confirmShipment("{\"carrier\":\"LOCAL-POST\",\"tracking_number\":\"LP-CONSOLE\"}");

        browser.wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("execution-status"), "SUCCEEDED"));
        assertThat(browser.driver.findElement(By.id("execution-result")).getText())
                .contains("LP-CONSOLE");
        assertThat(browser.driver.findElement(By.id("execution-input")).getText())
                .contains(order.get("order_no").asText().strip().toUpperCase());
        // The timeline is the engine's history (GetDurableExecutionHistory), oldest first.
        browser.wait.until(ExpectedConditions.textToBePresentInElementLocated(
                By.cssSelector("#history tbody tr:last-child"), "ExecutionSucceeded"));
        assertThat(browser.driver
                        .findElement(By.cssSelector("#history tbody tr:first-child"))
                        .getAttribute("data-event-type"))
                .isEqualTo("ExecutionStarted");
        assertThat(browser.driver.findElements(
                        By.cssSelector("#history tbody tr[data-event-type='CallbackSucceeded']")))
                .hasSize(1);
        screenshot("console-execution.png");
        browser.driver.get(stack.console.address() + "#/dispatcher");
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#latest tbody tr .badge")));
        screenshot("console-dispatcher-demo.png");
        browser.driver.get(stack.console.address() + "#/queues");
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#parked button.redrive")));
        screenshot("console-queues-demo.png");
    }

    /** A state machine execution's page: its GetExecutionHistory events in the history table, no operations. */
    @Test
    void aRewardRedemptionsPage_showsItsStateMachineHistory_insteadOfOperations() {
        stack.send("{\"type\":\"reward.redeemed\",\"tenant_id\":\"acme\",\"member_id\":\"M-NO-POINTS\","
                + "\"redemption_id\":\"R-9\",\"reward\":\"mug\",\"points\":40}");
        String id = stack.getUntil(
                        "/api/executions/lookup?route=reward-redeemed&tenant=acme&key=M-NO-POINTS&key=R-9",
                        body -> !body.get("execution").isNull())
                .at("/execution/id")
                .asText();

        browser.driver.get(stack.console.address() + "#/execution/" + HttpJson.encode(id));

        browser.wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("execution-status"), "FAILED"));
        browser.wait.until(ExpectedConditions.attributeToBe(
                By.cssSelector("#history tbody tr:last-child"), "data-event-type", "ExecutionFailed"));
        assertThat(browser.driver.findElements(By.cssSelector("#history tbody tr")))
                .extracting(row -> row.getAttribute("data-event-type"))
                .containsExactly(
                        "ExecutionStarted",
                        "TaskStateEntered",
                        "TaskScheduled",
                        "TaskStarted",
                        "TaskFailed",
                        "ExecutionFailed");
        assertThat(browser.driver
                        .findElement(By.cssSelector("#history tbody tr[data-event-type='TaskStateEntered']"))
                        .getText())
                .contains("Invoke");
        assertThat(browser.driver
                        .findElement(By.cssSelector("#history tbody tr[data-event-type='TaskFailed']"))
                        .getText())
                .contains("InsufficientPointsException");
        assertThat(browser.driver.findElement(By.id("operations-card")).isDisplayed())
                .isFalse();
        screenshot("console-state-machine-execution.png");
    }

    private void findByBusinessKey(String tenant, String orderNo) {
        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("input.lookup-key")));
        browser.driver.findElement(By.id("lookup-tenant")).sendKeys(tenant);
        browser.driver
                .findElement(By.cssSelector("input.lookup-key[data-field='/order_no']"))
                .sendKeys(orderNo);
        // The dispatcher may not have started it yet: ask again until the console finds it.
        browser.wait.until(driver -> {
            driver.findElement(By.id("lookup-find")).click();
            return !driver.findElements(By.cssSelector("a.lookup-open")).isEmpty();
        });
        screenshot("console-lookup.png");
        browser.driver.findElement(By.cssSelector("a.lookup-open")).click();
    }

    private void confirmShipment(String confirmation) {
        WebElement form =
                browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".callback-form")));
        WebElement result = form.findElement(By.cssSelector("textarea.callback-result"));
        result.clear();
        result.sendKeys(confirmation);
        screenshot("console-callback.png");
        form.findElement(By.cssSelector("button.callback-complete")).click();
    }

    private static JsonNode firstOrder(Workload workload) {
        return workload.waves().get(0).stream()
                .map(DemoConsoleBrowserTest::parse)
                .filter(body ->
                        body != null && "order.placed".equals(body.path("type").asText()))
                .filter(body -> body.hasNonNull("tenant_id") && body.hasNonNull("order_no"))
                .findFirst()
                .orElseThrow();
    }

    private static JsonNode parse(String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException poison) {
            return null; // the workload's malformed messages are not orders
        }
    }

    private void screenshot(String name) {
        Path png = browser.screenshot(name);
        try {
            assertThat(Files.size(png)).isPositive();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
