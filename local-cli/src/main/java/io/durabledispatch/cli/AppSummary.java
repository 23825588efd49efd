package io.durabledispatch.cli;

import io.durabledispatch.emulators.apigateway.ApiGatewayEmulator;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import java.io.PrintStream;

/** What {@code up --app} started, and, once, what the template has that the local stack does not provide. */
final class AppSummary {
    private AppSummary() {}

    /** Each HTTP API's local URL, then its routes and the function each calls. */
    static void printApis(AppStack stack, PrintStream out) {
        for (ApiGatewayEmulator api : stack.apis()) {
            out.println("  HTTP API            " + api.api().name() + " " + api.url());
            api.api()
                    .routes()
                    .forEach(r -> out.println("    " + r.key().text() + " → "
                            + r.integration().function()
                            + r.integration().qualifier().map(q -> ":" + q).orElse("")));
        }
    }

    /** The local EventBridge bus, when the template has rules, and where each rule delivers. */
    static void printEventBus(AppStack stack, PrintStream out) {
        stack.eventBus().ifPresent(bus -> {
            out.println("  EventBridge         " + bus.endpoint());
            stack.topology()
                    .events()
                    .rules()
                    .forEach(rule -> out.println("    rule " + rule.name() + " on " + rule.bus()
                            + (rule.enabled() ? "" : " (disabled)") + " → " + rule.queueArns()));
        });
    }

    static void print(AppPlan plan, AppStack stack, PrintStream out) {
        LocalTopology topology = plan.topology();
        var endpoints = stack.endpoints();
        out.println("durable-dispatch local stack from your app");
        out.println("  SQS (ElasticMQ)     " + endpoints.sqs());
        out.println("  Lambda              " + endpoints.lambda());
        out.println("  Step Functions      " + endpoints.stepFunctions());
        for (FunctionSpec f : topology.functions()) {
            out.println("  function            " + f.name() + (f.durable().isPresent() ? " (durable" : " (plain")
                    + (f.aliases().isEmpty() ? "" : ", aliases " + f.aliases()) + ") " + f.handler() + " from "
                    + f.code().getFileName());
        }
        topology.queues()
                .forEach(q -> out.println("  queue               " + stack.queueUrl(q.name())
                        + q.redrive()
                                .map(r -> " → DLQ " + r.deadLetterQueue() + " after " + r.maxReceiveCount())
                                .orElse("")));
        topology.mappings()
                .forEach(m -> out.println("  mapping             " + m.queue() + " → " + m.function()
                        + m.qualifier().map(q -> ":" + q).orElse("") + " (batch " + m.batchSize() + ", max concurrency "
                        + m.maxConcurrency() + (m.reportBatchItemFailures() ? ", partial batch responses" : "")
                        + (m.enabled() ? ")" : ", disabled: not started)")));
        topology.stateMachines().forEach(s -> out.println("  state machine       " + s.name() + " (" + s.type() + ")"));
        printApis(stack, out);
        printEventBus(stack, out);
        stack.dynamoDbEndpoint()
                .ifPresent(endpoint -> topology.tables()
                        .forEach(t ->
                                out.println("  dynamodb table      " + t.name() + " (dynalite " + endpoint + ")")));
        stack.kinesisEndpoint()
                .ifPresent(endpoint -> topology.kinesis()
                        .streams()
                        .forEach(t -> out.println("  kinesis stream      " + t.name() + " (" + t.shardCount()
                                + " shards, kinesalite " + endpoint + ")")));
        stack.kinesisMappings()
                .forEach(m -> out.println("  stream mapping      " + m.streamArn() + " (batch "
                        + m.settings().batchSize() + ", retries " + m.settings().maxRetryAttempts() + ")"));
        topology.outputs()
                .forEach(
                        (id, value) -> out.println("  output              " + topology.outputName(id) + " = " + value));
        if (!topology.notProvided().isEmpty()
                || !stack.stateMachineNotes().isEmpty()
                || !stack.tableNotes().isEmpty()
                || !stack.streamNotes().isEmpty()) {
            out.println("Not provided by the local stack:");
            topology.notProvided().forEach(line -> out.println("  - " + line));
            stack.stateMachineNotes().forEach(line -> out.println("  - " + line));
            stack.tableNotes().forEach(line -> out.println("  - " + line));
            stack.streamNotes().forEach(line -> out.println("  - " + line));
        }
    }
}
