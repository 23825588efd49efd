package io.durabledispatch.cli;

import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.app.AppPlan;
import io.durabledispatch.localstack.app.AppSource;
import io.durabledispatch.localstack.app.AppStack;
import io.durabledispatch.localstack.app.FunctionOption;
import io.durabledispatch.localstack.app.StateMachineOption;
import io.durabledispatch.localstack.function.ClassSpaces;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code up}'s options for running the user's own stack instead of the built-in one. */
final class AppOptions {
    @Option(names = "--app", paramLabel = "DIR", description = "A synthesized cloud assembly (cdk.out) to run.")
    Path app;

    @Option(names = "--template", paramLabel = "FILE", description = "One CloudFormation template (JSON) to run.")
    Path template;

    @Option(
            names = "--function",
            paramLabel = "NAME=PATH#CLASS[@ALIAS]",
            description = "Host a durable function from a jar or class folder (repeatable).")
    List<String> functions = new ArrayList<>();

    @Option(
            names = "--state-machine",
            paramLabel = "NAME=PATH#CLASS",
            description = "Run state machine NAME with this Java handler (repeatable).")
    List<String> stateMachines = new ArrayList<>();

    /** Lambda gives every function a JVM of its own; sharing a jar's classes trades that for a faster start. */
    enum ClassLoaders {
        function,
        asset;

        ClassSpaces spaces() {
            return switch (this) {
                case function -> ClassSpaces.perFunction();
                case asset -> ClassSpaces.perAsset();
            };
        }
    }

    @Option(
            names = "--class-loaders",
            paramLabel = "function|asset",
            description = "One class loader per function (default: each function's static state is its own, as in"
                    + " Lambda) or per asset (functions of one jar share static state and load it once: faster).")
    ClassLoaders classLoaders = ClassLoaders.function;

    boolean requested() {
        return app != null || template != null || !functions.isEmpty() || !stateMachines.isEmpty();
    }

    /** Reads, checks (nothing started on a {@code TemplateException}) and starts the stack. */
    AppRun start(LocalSettings.Ports ports, Optional<Path> dataDirectory) {
        AppPlan.requireDistinctPorts(ports.sqs(), ports.lambda(), ports.stepFunctions());
        int sqsPort = DeclaredQueues.choosePort(ports.sqs());
        LocalAccount account =
                new LocalAccount(LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + sqsPort);
        LocalTopology topology = AppSource.read(Optional.ofNullable(app), Optional.ofNullable(template), account);
        AppPlan plan = AppPlan.of(
                topology,
                functions.stream().map(FunctionOption::parse).toList(),
                stateMachines.stream().map(StateMachineOption::parse).toList(),
                classLoaders.spaces());
        AppStack stack = AppStack.start(plan, account, ports, dataDirectory, Console.STDOUT_LOG);
        return new AppRun(plan, stack);
    }

    record AppRun(AppPlan plan, AppStack stack) {}
}
