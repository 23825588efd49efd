package io.durabledispatch.localstack.app;

import io.durabledispatch.localstack.template.CloudAssembly;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import io.durabledispatch.localstack.template.TemplateReader;
import java.nio.file.Path;
import java.util.Optional;

/** Where {@code up} reads the topology from: a cloud assembly, one template, or nothing (only --function). */
public final class AppSource {
    private AppSource() {}

    public static LocalTopology read(Optional<Path> assembly, Optional<Path> template, LocalAccount account) {
        LocalTopology topology = LocalTopology.empty();
        if (assembly.isPresent()) topology = topology.plus(CloudAssembly.read(assembly.get(), account));
        if (template.isPresent()) topology = topology.plus(TemplateReader.read(template.get(), account));
        return topology;
    }
}
