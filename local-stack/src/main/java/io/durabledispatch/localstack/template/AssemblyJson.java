package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.routes.json.JsonMappers;

/** The one JSON mapper of a cloud assembly's files (manifest, templates, asset manifests), read as trees. */
final class AssemblyJson {
    static final ObjectMapper MAPPER = JsonMappers.plain();

    private AssemblyJson() {}
}
