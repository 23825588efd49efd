package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.core.start.Outcome;
import io.durabledispatch.core.telemetry.Dispatched;
import io.durabledispatch.core.telemetry.Door;
import io.durabledispatch.core.telemetry.DoorLine;
import io.durabledispatch.dispatcher.core.RecordOutcome;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** The page in a real browser over the in-memory backend: every view renders its data and its actions work. */
@RequiresChromium
class ConsolePagesBrowserTest {
    // One browser for the class: starting Chromium costs seconds, a fresh console per test costs nothing.
    private static HeadlessChromium browser;
    private final ConsoleFixture fixture = new ConsoleFixture();

    @BeforeAll
    static void startBrowser() {
        browser = new HeadlessChromium();
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) browser.close();
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void lookupAndCallback_completeTheWaitingShipmentFromTheDetailPage() {
        fixture.waitingOrder("acme", "A-1001", 1);
        browser.driver.get(fixture.console.address().toString());

        browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("input.lookup-key")));
        browser.driver.findElement(By.id("lookup-tenant")).sendKeys("acme");
        browser.driver.findElement(By.cssSelector("input.lookup-key")).sendKeys("a-1001");
        browser.driver.findElement(By.id("lookup-find")).click();
        browser.wait
                .until(ExpectedConditions.elementToBeClickable(By.cssSelector("a.lookup-open")))
                .click();
        WebElement form = browser.wait.until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector(".callback-form[data-callback-id='cb-A-1001']")));
        WebElement result = form.findElement(By.cssSelector("textarea.callback-result"));
        result.clear();
        result.sendKeys("{\"tracking\":\"TRK-1\"}");
        form.findElement(By.cssSelector("button.callback-complete")).click();

        browser.wait.until(driver -> fixture.backend.callbackAnswers().containsKey("cb-A-1001"));
        assertThat(fixture.backend.callbackAnswers()).containsEntry("cb-A-1001", "ok:{\"tracking\":\"TRK-1\"}");
        browser.wait.until(
                ExpectedConditions.textToBe(By.cssSelector("tr[data-operation='await-shipment'] .badge"), "SUCCEEDED"));
    }

    @Test
    void rerun_fromTheDetailPage_showsTheNewGenerationsName_andTheRefusalOfARunningOne() {
        String failed = fixture.waitingOrder("acme", "A-1002", 1).execution().arn();
        fixture.backend.finish(failed, "FAILED", Optional.empty(), Optional.of("Payment.Declined"));
        String running = fixture.waitingOrder("acme", "A-1003", 2).execution().arn();

        browser.driver.get(fixture.console.address() + "#/execution/" + HttpJson.encode(failed));
        browser.wait
                .until(ExpectedConditions.elementToBeClickable(By.id("rerun")))
                .click();
        String second = fixture.planner
                .executionName("order-placed", "acme", java.util.List.of("A-1002"), 2)
                .executionName();
        browser.wait.until(ExpectedConditions.textToBe(By.id("rerun-name"), second));
        assertThat(browser.driver.findElement(By.id("rerun-result")).getText()).contains("(FAILED) as generation 2");
        browser.screenshot("console-rerun.png");

        browser.driver.get(fixture.console.address() + "#/execution/" + HttpJson.encode(running));
        browser.wait.until(ExpectedConditions.textToBe(By.id("execution-status"), "RUNNING"));
        browser.driver.findElement(By.id("rerun-force")).click();
        browser.driver.findElement(By.id("rerun")).click();
        browser.wait.until(ExpectedConditions.textToBe(
                By.id("rerun-refused"),
                "not re-run: the latest execution is RUNNING; only an ended execution is re-run"));
        assertThat(fixture.backend.reruns())
                .extracting(send -> send.executionName())
                .containsExactly(second);
    }

    @Test
    void dispatcherPage_showsCountsChartAndCollapsedDuplicates_andAnHttpRequestBesideTheSqsRecords() {
        fixture.activity.accept(outcome("m1", Outcome.STARTED));
        fixture.activity.accept(outcome("m2", Outcome.DUPLICATE));
        fixture.activity.accept(outcome("m3", Outcome.DUPLICATE));
        fixture.activity.accept(httpRequest("JKJaXmPLvHcESHA=", Outcome.ACCEPTED, 202));
        browser.driver.get(fixture.console.address() + "#/dispatcher");

        browser.wait.until(ExpectedConditions.textToBe(By.cssSelector("b[data-outcome='DUPLICATE']"), "2"));
        assertThat(browser.driver.findElements(By.cssSelector(".chart svg rect")))
                .hasSize(3);
        assertThat(browser.driver
                        .findElement(By.cssSelector("#latest tbody tr[data-door='sqs'] .count"))
                        .getText())
                .isEqualTo("×2");
        assertThat(browser.driver.findElements(By.cssSelector("#latest tbody tr")))
                .extracting(row -> row.findElement(By.cssSelector("td.door")).getText())
                .containsExactly("http 202", "sqs", "sqs");
        assertThat(browser.driver
                        .findElement(By.cssSelector("#per-door tr[data-door='http'] td[data-outcome='ACCEPTED']"))
                        .getText())
                .isEqualTo("1");
        assertThat(browser.driver
                        .findElement(By.cssSelector("#per-door tr[data-door='sqs'] td[data-outcome='DUPLICATE']"))
                        .getText())
                .isEqualTo("2");
        browser.screenshot("console-dispatcher.png");

        new Select(browser.driver.findElement(By.id("dispatcher-door"))).selectByValue("http");

        browser.wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#latest tbody tr"), 1));
        assertThat(browser.driver
                        .findElement(By.cssSelector("#latest tbody tr[data-door='http']"))
                        .getText())
                .contains("request JKJaXmPLvHcESHA=");
        assertThat(browser.driver
                        .findElement(By.cssSelector("b[data-outcome='DUPLICATE']"))
                        .getText())
                .isEqualTo("0");
    }

    @Test
    void queuesPage_redrivesAParkedMessage() {
        fixture.backend.queue(new QueueDepth("main", "orders", 0, 0, 0, Optional.empty()));
        fixture.backend.queue(new QueueDepth("parking", "parking", 1, 0, 0, Optional.of(Duration.ofSeconds(75))));
        fixture.backend.park(new ParkedRecord(
                "p-1",
                ConsoleFixture.T0,
                Map.of("outcome", "CONFLICT", "reason", "INPUT_CONFLICT", "detail", "same name, different input")));
        browser.driver.get(fixture.console.address() + "#/queues");

        WebElement redrive = browser.wait.until(
                ExpectedConditions.elementToBeClickable(By.cssSelector("tr[data-message-id='p-1'] button.redrive")));
        assertThat(browser.driver
                        .findElement(By.cssSelector("[data-role='parking']"))
                        .getText())
                .contains("oldest 1 min 15 s");
        browser.screenshot("console-queues.png");
        redrive.click();

        browser.wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("parked"), "Nothing parked"));
        assertThat(fixture.backend.redriven()).containsExactly("p-1");
    }

    /** An HTTP-door request that matched no route: no execution name, so the row names the request. */
    private static DoorLine httpRequest(String requestId, Outcome outcome, int status) {
        return new DoorLine(
                Door.HTTP,
                requestId,
                Map.of("httpStatus", status),
                Dispatched.unplanned(outcome, Optional.of("order-placed"), "answered by the HTTP door"));
    }

    private static DoorLine outcome(String messageId, Outcome outcome) {
        return new RecordOutcome(
                        messageId,
                        outcome,
                        Optional.of("order-placed"),
                        Optional.of("order"),
                        Optional.of("order-A-1-abc"),
                        Optional.of("hash"),
                        Optional.empty(),
                        3)
                .line();
    }
}
