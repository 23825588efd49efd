package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.ObjectMapper;

/** The one JSON mapper of a cloud assembly's files (manifest, templates, asset manifests), read as trees. */
final class AssemblyJson {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private AssemblyJson() {}
}
