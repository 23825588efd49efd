package io.durabledispatch.localstack.template;

import io.durabledispatch.emulators.apigateway.HttpApiDefinition;
import io.durabledispatch.emulators.sqs.QueueSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What the local stack starts from a template: functions, queues, mappings, state machines, DynamoDB tables, the
 * stack outputs resolved to local values (by logical id), {@code notProvided}: one line per thing in the
 * template it cannot provide, and the HTTP APIs it serves.
 *
 * @param outputPaths each output's construct path by its logical id, where the cloud assembly records it
 * @param httpApis the {@code AWS::ApiGatewayV2::Api}s of protocol HTTP, each with the routes it can serve
 * @param kinesis the Kinesis streams and the mappings reading them
 * @param events the EventBridge buses and rules
 */
public record LocalTopology(
        List<FunctionSpec> functions,
        List<QueueSpec> queues,
        List<MappingSpec> mappings,
        List<StateMachineSpec> stateMachines,
        List<DynamoTableSpec> tables,
        Map<String, String> outputs,
        Map<String, String> outputPaths,
        List<String> notProvided,
        List<HttpApiDefinition> httpApis,
        KinesisTopology kinesis,
        LocalEvents events) {
    public LocalTopology {
        functions = List.copyOf(functions);
        queues = List.copyOf(queues);
        mappings = List.copyOf(mappings);
        stateMachines = List.copyOf(stateMachines);
        tables = List.copyOf(tables);
        outputs = Map.copyOf(outputs);
        outputPaths = Map.copyOf(outputPaths);
        notProvided = List.copyOf(notProvided);
        httpApis = List.copyOf(httpApis);
    }

    /** A topology without Kinesis streams and EventBridge rules. */
    public LocalTopology(
            List<FunctionSpec> functions,
            List<QueueSpec> queues,
            List<MappingSpec> mappings,
            List<StateMachineSpec> stateMachines,
            List<DynamoTableSpec> tables,
            Map<String, String> outputs,
            Map<String, String> outputPaths,
            List<String> notProvided,
            List<HttpApiDefinition> httpApis) {
        this(
                functions,
                queues,
                mappings,
                stateMachines,
                tables,
                outputs,
                outputPaths,
                notProvided,
                httpApis,
                KinesisTopology.empty(),
                LocalEvents.NONE);
    }

    /** A topology without HTTP APIs. */
    public LocalTopology(
            List<FunctionSpec> functions,
            List<QueueSpec> queues,
            List<MappingSpec> mappings,
            List<StateMachineSpec> stateMachines,
            List<DynamoTableSpec> tables,
            Map<String, String> outputs,
            Map<String, String> outputPaths,
            List<String> notProvided) {
        this(functions, queues, mappings, stateMachines, tables, outputs, outputPaths, notProvided, List.of());
    }

    public static LocalTopology empty() {
        return new LocalTopology(List.of(), List.of(), List.of(), List.of(), List.of(), Map.of(), Map.of(), List.of());
    }

    /** Both topologies side by side (the stacks of one assembly, or a template plus {@code --function}s). */
    public LocalTopology plus(LocalTopology other) {
        Map<String, String> allOutputs = new java.util.LinkedHashMap<>(outputs);
        allOutputs.putAll(other.outputs);
        Map<String, String> allPaths = new java.util.LinkedHashMap<>(outputPaths);
        allPaths.putAll(other.outputPaths);
        return new LocalTopology(
                concat(functions, other.functions),
                concat(queues, other.queues),
                concat(mappings, other.mappings),
                concat(stateMachines, other.stateMachines),
                concat(tables, other.tables),
                allOutputs,
                allPaths,
                concat(notProvided, other.notProvided),
                concat(httpApis, other.httpApis),
                kinesis.plus(other.kinesis),
                events.plus(other.events));
    }

    /** The same topology with its outputs' construct paths, taken from every logical id's ({@link OutputPaths}). */
    LocalTopology withOutputPaths(Map<String, String> pathsByLogicalId) {
        Map<String, String> paths = new java.util.LinkedHashMap<>(pathsByLogicalId);
        paths.keySet().retainAll(outputs.keySet());
        return new LocalTopology(
                functions,
                queues,
                mappings,
                stateMachines,
                tables,
                outputs,
                paths,
                notProvided,
                httpApis,
                kinesis,
                events);
    }

    /** How {@code up} names an output: its construct path where known, else its logical id. */
    public String outputName(String logicalId) {
        return outputPaths.getOrDefault(logicalId, logicalId);
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        return new ArrayList<>(Stream.concat(a.stream(), b.stream()).toList());
    }
}
