package io.durabledispatch.construct.dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DispatcherCodeTest {
    @Test
    void unpack_namesTheFileByContent_soEverySynthOfOneBuildStagesTheSameAsset(@TempDir Path directory)
            throws Exception {
        byte[] jar = "PK pretend jar".getBytes(StandardCharsets.UTF_8);

        Path first = DispatcherCode.unpack(new ByteArrayInputStream(jar), directory);
        Path again = DispatcherCode.unpack(new ByteArrayInputStream(jar), directory);
        Path other = DispatcherCode.unpack(
                new ByteArrayInputStream("PK another build".getBytes(StandardCharsets.UTF_8)), directory);

        assertThat(first).isEqualTo(again).hasBinaryContent(jar);
        assertThat(other).isNotEqualTo(first);
        assertThat(first.getFileName().toString()).matches("dispatcher-[0-9a-f]{16}\\.jar");
        try (var files = Files.list(directory)) {
            assertThat(files).hasSize(2); // no partial copies left behind
        }
    }
}
