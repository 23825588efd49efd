package io.durabledispatch.local.app;

import io.durabledispatch.local.template.CloudAssembly;
import io.durabledispatch.local.template.LocalAccount;
import io.durabledispatch.local.template.LocalTopology;
import io.durabledispatch.local.template.TemplateReader;
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
