package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.emulators.sqs.QueueSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads one CloudFormation template (JSON, as {@code cdk synth} writes it) into a {@link LocalTopology}. Every
 * resource is either provided locally (functions, queues, SQS mappings, state machines, DynamoDB tables, HTTP
 * APIs), known to
 * need nothing
 * locally (IAM, logs, alarms), or named once in {@link LocalTopology#notProvided()}.
 */
public final class TemplateReader {
    private static final ObjectMapper JSON = AssemblyJson.MAPPER;

    private final Path file;
    private final JsonNode root;
    private final Map<String, JsonNode> resources;
    private final Intrinsics intrinsics;
    private final AssetLocator assets;
    private final LocalAccount account;

    private TemplateReader(Path file, JsonNode root, String stackName, AssetLocator assets, LocalAccount account) {
        this.file = file;
        this.root = root;
        this.resources = resources(file, root);
        this.assets = assets;
        this.account = account;
        LocalNames names = new LocalNames(resources, account);
        this.intrinsics = new Intrinsics(names, pseudoParameters(account, stackName), parameters(root));
    }

    /** A single template; its assets are looked up in the template's own folder (as in {@code cdk.out}). */
    public static LocalTopology read(Path templateFile, LocalAccount account) {
        Path directory = templateFile.toAbsolutePath().getParent();
        String stackName = templateFile.getFileName().toString().replaceFirst("(\\.template)?\\.json$", "");
        return read(templateFile, stackName, AssetLocator.in(directory), account);
    }

    static LocalTopology read(Path templateFile, String stackName, AssetLocator assets, LocalAccount account) {
        return new TemplateReader(templateFile, parse(templateFile), stackName, assets, account).topology();
    }

    private LocalTopology topology() {
        Resources found = new Resources();
        resources.forEach((logicalId, resource) -> readResource(logicalId, resource, found));
        List<FunctionSpec> functions = found.functionsWithAliases();
        Map<String, FunctionSpec> byName = new HashMap<>();
        functions.forEach(f -> byName.put(f.name(), f));
        List<MappingSpec> mappings = new MappingCheck(file, found.queues, byName, found.notes).check(found.mappings);
        var apis = found.apis.definitions(file, byName.keySet(), found.notes);
        Set<String> queueNames = found.queues.stream().map(QueueSpec::name).collect(Collectors.toSet());
        var streamMappings = found.streamMappingResources.stream()
                .flatMap(m ->
                        KinesisReader.mapping(m.resolver(), m.resource(), found.streams, queueNames, found.notes)
                                .stream())
                .toList();
        var kinesis = new KinesisTopology(
                found.streams, KinesisReader.runnable(streamMappings, byName.keySet(), found.notes));
        found.notes.addAll(Ignored.summary(found.ignored));
        return new LocalTopology(
                functions,
                found.queues,
                mappings,
                found.stateMachines,
                found.tables,
                outputs(found.notes),
                Map.of(),
                found.notes,
                apis,
                kinesis,
                found.events.events());
    }

    private void readResource(String logicalId, JsonNode resource, Resources found) {
        String type = resource.path("Type").asText();
        Resolver resolver = new Resolver(file, logicalId, intrinsics);
        switch (type) {
            case "AWS::Lambda::Function" ->
                new FunctionReader(resolver, resource, assets, found.notes)
                        .read()
                        .ifPresent(found.functions::add);
            case "AWS::Lambda::Alias" ->
                found.aliases.add(new Alias(resolver.text(resource, "FunctionName"), resolver.text(resource, "Name")));
            case "AWS::Lambda::Version" -> {} // every published version is version 1 locally
            case "AWS::SQS::Queue" -> found.queues.add(QueueReader.read(resolver, resource, account));
            case "AWS::Lambda::EventSourceMapping" -> {
                if (KinesisReader.readsAStream(resolver, resource)) {
                    found.streamMappingResources.add(new Pending(resolver, resource));
                } else {
                    MappingReader.read(resolver, resource, found.notes).ifPresent(found.mappings::add);
                }
            }
            case "AWS::Kinesis::Stream" -> found.streams.add(KinesisReader.stream(resolver, resource));
            case "AWS::StepFunctions::StateMachine" ->
                found.stateMachines.add(StateMachineReader.read(resolver, resource));
            case "AWS::DynamoDB::Table" -> found.tables.add(TableReader.read(resolver, resource));
            case "AWS::ApiGatewayV2::Api",
                    "AWS::ApiGatewayV2::Stage",
                    "AWS::ApiGatewayV2::Route",
                    "AWS::ApiGatewayV2::Integration",
                    "AWS::ApiGatewayV2::Authorizer" -> found.apis.read(type, resolver, resource);
            case "AWS::Events::EventBus", "AWS::Events::Rule" ->
                found.events.read(type, resolver, resource, found.notes);
            default -> found.ignored.add(new Ignored(type, logicalId));
        }
    }

    private Map<String, String> outputs(List<String> notes) {
        Map<String, String> values = new LinkedHashMap<>();
        root.path("Outputs").fields().forEachRemaining(output -> {
            try {
                values.put(output.getKey(), intrinsics.text(output.getValue().path("Value")));
            } catch (UnresolvableException e) {
                notes.add("output " + output.getKey() + ": " + e.getMessage());
            }
        });
        return values;
    }

    private static JsonNode parse(Path file) {
        if (!Files.isRegularFile(file)) throw new TemplateException(file, "no such template file");
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new TemplateException(file, "not a JSON CloudFormation template: " + e.getMessage());
        }
    }

    private static Map<String, JsonNode> resources(Path file, JsonNode root) {
        JsonNode section = root.path("Resources");
        if (!section.isObject() || section.isEmpty()) {
            throw new TemplateException(file, "the template has no Resources");
        }
        Map<String, JsonNode> all = new LinkedHashMap<>();
        section.fields().forEachRemaining(entry -> all.put(entry.getKey(), entry.getValue()));
        return all;
    }

    private static Map<String, JsonNode> parameters(JsonNode root) {
        Map<String, JsonNode> all = new HashMap<>();
        root.path("Parameters").fields().forEachRemaining(entry -> all.put(entry.getKey(), entry.getValue()));
        return all;
    }

    private static Map<String, String> pseudoParameters(LocalAccount account, String stackName) {
        return Map.of(
                "AWS::Region",
                account.region(),
                "AWS::AccountId",
                account.accountId(),
                "AWS::Partition",
                LocalAccount.PARTITION,
                "AWS::URLSuffix",
                LocalAccount.URL_SUFFIX,
                "AWS::StackName",
                stackName,
                "AWS::StackId",
                "arn:aws:cloudformation:" + account.region() + ":" + account.accountId() + ":stack/" + stackName
                        + "/local");
    }

    record Alias(String function, String name) {}

    record Pending(Resolver resolver, JsonNode resource) {}

    /** What the resources of one template turned into, while reading. */
    static final class Resources {
        final List<FunctionSpec> functions = new ArrayList<>();
        final List<Alias> aliases = new ArrayList<>();
        final List<QueueSpec> queues = new ArrayList<>();
        final List<MappingSpec> mappings = new ArrayList<>();
        final List<StateMachineSpec> stateMachines = new ArrayList<>();
        final List<DynamoTableSpec> tables = new ArrayList<>();
        final List<KinesisStreamSpec> streams = new ArrayList<>();
        /** Read once every stream is known: a mapping of a stream outside the template is only noted. */
        final List<Pending> streamMappingResources = new ArrayList<>();

        final List<Ignored> ignored = new ArrayList<>();
        final HttpApiReader apis = new HttpApiReader();
        final EventsReader events = new EventsReader();
        final List<String> notes = new ArrayList<>();

        List<FunctionSpec> functionsWithAliases() {
            return functions.stream()
                    .map(f -> f.withAliases(aliases.stream()
                            .filter(a -> io.durabledispatch.routes.arn.FunctionArns.name(a.function())
                                    .equals(f.name()))
                            .map(Alias::name)
                            .collect(java.util.stream.Collectors.toSet())))
                    .toList();
        }
    }
}
