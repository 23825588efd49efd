package io.durabledispatch.localstack.app;

import io.durabledispatch.emulators.esm.MappingSettings;
import io.durabledispatch.emulators.lambda.FunctionLimits;
import io.durabledispatch.emulators.sqs.QueueSpec;
import io.durabledispatch.localstack.function.ClassSpaces;
import io.durabledispatch.localstack.function.FunctionLoader;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.MappingSpec;
import io.durabledispatch.localstack.template.TemplateException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything {@code up} will start, checked before anything is: one function per name, every handler class
 * present and a Lambda handler, every mapping within Lambda's limits. A failure is a {@link TemplateException}
 * naming the resource and its file.
 */
public record AppPlan(
        LocalTopology topology,
        Map<String, FunctionLoader.Checked> functions,
        Map<String, FunctionLoader.Checked> stateMachineHandlers,
        Map<String, MappingSettings> mappingSettings) {

    /** A plan whose functions each get a class space of their own, as each gets a JVM in Lambda. */
    public static AppPlan of(LocalTopology topology, List<FunctionSpec> extra, List<StateMachineOption> machines) {
        return of(topology, extra, machines, ClassSpaces.perFunction());
    }

    public static AppPlan of(
            LocalTopology topology, List<FunctionSpec> extra, List<StateMachineOption> machines, ClassSpaces spaces) {
        LocalTopology all = topology.plus(
                new LocalTopology(extra, List.of(), List.of(), List.of(), List.of(), Map.of(), Map.of(), List.of()));
        Map<String, FunctionLoader.Checked> functions = new LinkedHashMap<>();
        Map<String, FunctionSpec> byName = new LinkedHashMap<>();
        for (FunctionSpec function : all.functions()) {
            FunctionSpec other = byName.putIfAbsent(function.name(), function);
            if (other != null) {
                throw new TemplateException(
                        function.source(),
                        function.logicalId(),
                        "function name " + function.name() + " is taken by " + other.logicalId() + " (" + other.source()
                                + "): one name, one function on the Lambda endpoint");
            }
        }
        byName.values().forEach(AppPlan::limits);
        byName.forEach((name, spec) -> functions.put(name, FunctionLoader.check(spec, spaces)));
        Map<String, FunctionLoader.Checked> handlers = new LinkedHashMap<>();
        machines.forEach(m -> handlers.put(m.name(), FunctionLoader.check(m.handler(), spaces)));
        return new AppPlan(all, functions, handlers, mappingSettings(all));
    }

    /** The function's Timeout and MemorySize, refused as Lambda refuses them (1-900 s, 128-10,240 MB). */
    static FunctionLimits limits(FunctionSpec function) {
        try {
            return new FunctionLimits(function.timeout(), function.memoryMb());
        } catch (IllegalArgumentException e) {
            throw new TemplateException(function.source(), function.logicalId(), e.getMessage());
        }
    }

    /** Ports must differ (0, ephemeral, always does): two services cannot answer on one. */
    public static void requireDistinctPorts(int sqs, int lambda, int stepFunctions) {
        if ((sqs != 0 && (sqs == lambda || sqs == stepFunctions)) || (lambda != 0 && lambda == stepFunctions)) {
            throw new TemplateException(
                    Path.of("(command line)"),
                    "--sqs-port " + sqs + ", --lambda-port " + lambda + " and --sfn-port " + stepFunctions
                            + " must differ");
        }
    }

    private static Map<String, MappingSettings> mappingSettings(LocalTopology topology) {
        Map<String, MappingSettings> settings = new LinkedHashMap<>();
        for (MappingSpec mapping : topology.mappings()) {
            boolean fifo = topology.queues().stream()
                    .filter(q -> q.name().equals(mapping.queue()))
                    .anyMatch(QueueSpec::fifo);
            try {
                MappingSettings base =
                        new MappingSettings(mapping.batchSize(), mapping.batchingWindow(), mapping.maxConcurrency());
                settings.put(mapping.logicalId(), fifo ? base.forFifo() : base);
            } catch (IllegalArgumentException e) {
                throw new TemplateException(Path.of("(template)"), mapping.logicalId(), e.getMessage());
            }
        }
        return settings;
    }
}
