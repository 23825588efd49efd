package io.durabledispatch.benchmarks.calls;

import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import io.durabledispatch.benchmarks.OrderEvents;
import io.durabledispatch.benchmarks.SqsEvents;
import io.durabledispatch.dispatcher.DispatchHandler;
import io.durabledispatch.emulators.aws.AwsClients;
import io.durabledispatch.emulators.aws.Deadline;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import software.amazon.awssdk.services.sfn.SfnClient;
import software.amazon.awssdk.services.sfn.model.ExecutionStatus;

/**
 * Requests per record, counted at the services: new keys, duplicates and conflicts for a Lambda durable
 * target and a Step Functions target, and invalid bodies. Prints a Markdown table.
 */
public final class CallsPerRecordMain {
    private static final int RECORDS = 100;

    private CallsPerRecordMain() {}

    public static void main(String[] args) {
        PrintStream report = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream())); // the handler's per-record log lines
        try (LocalServices services = new LocalServices()) {
            DispatchHandler handler = DispatchHandler.fromEnvironment(services.dispatcherEnvironment());
            report.println("Calls made while building the handler (once per container): " + services.counts());
            report.println("\n" + CallCount.HEADER);
            List<CallCount> rows = new ArrayList<>();
            Runner run = (scenario, bodies, table) -> rows.add(run(services, handler, scenario, bodies, table));
            run.scenario("Lambda: new key", CallsPerRecordMain::order, "3 (claim + start + complete)");
            run.scenario("Lambda: duplicate (same input)", CallsPerRecordMain::order, "1 (claim refused)");
            run.scenario(
                    "Lambda: conflict (same key, other amount)",
                    CallsPerRecordMain::largerOrder,
                    "2 (claim refused + park)");
            run.scenario("Step Functions: new key", i -> reward(i, 100), "3 (claim + start + complete)");
            run.scenario("Step Functions: duplicate, execution running", i -> reward(i, 100), "1 (claim refused)");
            services.finishRuns();
            awaitNoneRunning(services);
            run.scenario("Step Functions: duplicate, execution closed", i -> reward(i, 100), "1 (claim refused)");
            run.scenario("Step Functions: conflict (other points)", i -> reward(i, 250), "2 (claim refused + park)");
            run.scenario("invalid body (malformed JSON)", i -> "{\"type\": \"order.placed\", ", "1 (park)");
            rows.forEach(row -> report.println(row.row()));
        }
    }

    private interface Runner {
        void scenario(String scenario, IntFunction<String> body, String tableCallsPerRecord);
    }

    private static CallCount run(
            LocalServices services, DispatchHandler handler, String scenario, IntFunction<String> body, String table) {
        List<String> bodies = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) bodies.add(body.apply(i));
        services.resetCounts();
        SQSBatchResponse response = handler.handleRequest(SqsEvents.of(bodies), null);
        return new CallCount(
                scenario,
                RECORDS,
                services.counts(),
                response.getBatchItemFailures().size(),
                table);
    }

    private static String order(int i) {
        return OrderEvents.ofSize(1024, "acme", 5000 + i);
    }

    private static String largerOrder(int i) {
        return OrderEvents.ofSize(1500, "acme", 5000 + i);
    }

    private static String reward(int i, int points) {
        return ("{\"type\":\"reward.redeemed\",\"tenant_id\":\"acme\",\"member_id\":\"M-%d\","
                        + "\"redemption_id\":\"R-%d\",\"reward\":\"coffee-mug\",\"points\":%d}")
                .formatted(i, 9000 + i, points);
    }

    private static void awaitNoneRunning(LocalServices services) {
        try (SfnClient sfn =
                AwsClients.local(services.stepFunctions.endpoint(), "us-east-1").stepFunctions()) {
            String machine = "arn:aws:states:us-east-1:000000000000:stateMachine:reward-redemption";
            Deadline.within(Duration.ofMinutes(1))
                    .await(
                            "reward executions to close",
                            () -> sfn.listExecutions(
                                            b -> b.stateMachineArn(machine).statusFilter(ExecutionStatus.RUNNING))
                                    .executions()
                                    .isEmpty());
        }
    }
}
