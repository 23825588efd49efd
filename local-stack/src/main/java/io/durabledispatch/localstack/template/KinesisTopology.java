package io.durabledispatch.localstack.template;

import java.util.ArrayList;
import java.util.List;

/** The template's Kinesis streams and the mappings reading them. */
public record KinesisTopology(List<KinesisStreamSpec> streams, List<KinesisMappingSpec> mappings) {
    public KinesisTopology {
        streams = List.copyOf(streams);
        mappings = List.copyOf(mappings);
    }

    public static KinesisTopology empty() {
        return new KinesisTopology(List.of(), List.of());
    }

    KinesisTopology plus(KinesisTopology other) {
        List<KinesisStreamSpec> allStreams = new ArrayList<>(streams);
        allStreams.addAll(other.streams);
        List<KinesisMappingSpec> allMappings = new ArrayList<>(mappings);
        allMappings.addAll(other.mappings);
        return new KinesisTopology(allStreams, allMappings);
    }
}
