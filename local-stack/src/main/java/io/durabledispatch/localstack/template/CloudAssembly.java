package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A synthesized cloud assembly ({@code cdk.out}): {@code manifest.json} lists the stacks (type
 * {@code aws:cloudformation:stack}, each with its {@code templateFile}) and nested assemblies (stages); each
 * stack's template is read with the assembly's asset manifests.
 */
public final class CloudAssembly {
    private static final ObjectMapper JSON = AssemblyJson.MAPPER;
    private static final String MANIFEST = "manifest.json";

    private CloudAssembly() {}

    public static LocalTopology read(Path directory, LocalAccount account) {
        Path manifest = directory.resolve(MANIFEST);
        if (!Files.isDirectory(directory)) throw new TemplateException(directory, "no such cloud assembly folder");
        if (!Files.isRegularFile(manifest)) {
            throw new TemplateException(manifest, "missing: is this the output folder of `cdk synth` (cdk.out)?");
        }
        LocalTopology topology = stacks(directory, manifest, account);
        if (topology.functions().isEmpty()
                && topology.queues().isEmpty()
                && topology.stateMachines().isEmpty()) {
            throw new TemplateException(manifest, "no stack in the assembly has a function, queue or state machine");
        }
        return topology;
    }

    private static LocalTopology stacks(Path directory, Path manifest, LocalAccount account) {
        JsonNode artifacts = parse(manifest).path("artifacts");
        AssetLocator assets = AssetLocator.in(directory);
        LocalTopology topology = LocalTopology.empty();
        for (var it = artifacts.fields(); it.hasNext(); ) {
            var artifact = it.next();
            JsonNode properties = artifact.getValue().path("properties");
            switch (artifact.getValue().path("type").asText()) {
                case "aws:cloudformation:stack" ->
                    topology = topology.plus(TemplateReader.read(
                                    directory.resolve(
                                            properties.path("templateFile").asText()),
                                    properties.path("stackName").asText(artifact.getKey()),
                                    assets,
                                    account)
                            .withOutputPaths(OutputPaths.of(directory, artifact.getValue())));
                case "cdk:cloud-assembly" ->
                    topology = topology.plus(stacks(
                            directory.resolve(properties.path("directoryName").asText()),
                            directory
                                    .resolve(properties.path("directoryName").asText())
                                    .resolve(MANIFEST),
                            account));
                default -> {} // asset manifests, the tree, reports: read through the stacks
            }
        }
        return topology;
    }

    private static JsonNode parse(Path manifest) {
        try {
            return JSON.readTree(manifest.toFile());
        } catch (IOException e) {
            throw new TemplateException(manifest, "unreadable: " + e.getMessage());
        }
    }
}
