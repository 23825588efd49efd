package io.durabledispatch.localstack.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A template's Kinesis streams and the mappings reading them, as {@link TemplateReader} reads them. */
class KinesisTemplateTest {
    private static final String FUNCTION = """
            "Fn": { "Type": "AWS::Lambda::Function", "Metadata": { "aws:asset:path": "asset" },
              "Properties": { "FunctionName": "door", "Runtime": "java21", "Handler": "a.B::handleRequest",
                "Code": { "S3Bucket": "b", "S3Key": "k" } } }""";

    @TempDir
    Path folder;

    @Test
    void aStreamAndItsMapping_withDefaultsAndTheGetAttArn() throws IOException {
        LocalTopology topology = read("""
                "Clicks": { "Type": "AWS::Kinesis::Stream" },
                "Map": { "Type": "AWS::Lambda::EventSourceMapping", "Properties": {
                  "EventSourceArn": { "Fn::GetAtt": ["Clicks", "Arn"] }, "FunctionName": { "Ref": "Fn" },
                  "StartingPosition": "LATEST", "ParallelizationFactor": 2 } }""");

        assertThat(topology.kinesis().streams()).containsExactly(new KinesisStreamSpec("Clicks", "Clicks", 1));
        KinesisMappingSpec mapping = topology.kinesis().mappings().get(0);
        assertThat(mapping.stream()).isEqualTo("Clicks");
        assertThat(mapping.function()).isEqualTo("door");
        assertThat(mapping.startingPosition()).isEqualTo("LATEST");
        assertThat(mapping.batchSize()).isEqualTo(100);
        assertThat(mapping.maxRetryAttempts()).isEqualTo(-1);
        assertThat(mapping.maxRecordAgeSeconds()).isEqualTo(-1);
        assertThat(mapping.onFailureQueue()).isEmpty();
        assertThat(topology.notProvided())
                .anyMatch(note -> note.contains("Map: ParallelizationFactor is not played locally"));
    }

    @Test
    void anOnFailureQueueOutsideTheTemplate_isRefused() throws IOException {
        assertThatThrownBy(() -> read("""
                        "Clicks": { "Type": "AWS::Kinesis::Stream", "Properties": { "ShardCount": 3 } },
                        "Map": { "Type": "AWS::Lambda::EventSourceMapping", "Properties": {
                          "EventSourceArn": { "Fn::GetAtt": ["Clicks", "Arn"] }, "FunctionName": "door",
                          "StartingPosition": "TRIM_HORIZON",
                          "DestinationConfig": { "OnFailure": {
                            "Destination": "arn:aws:sqs:us-east-1:000000000000:elsewhere" } } } }"""))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("Map: its on-failure queue elsewhere is not in the template");
    }

    @Test
    void atTimestamp_isRefused() throws IOException {
        assertThatThrownBy(() -> read("""
                        "Clicks": { "Type": "AWS::Kinesis::Stream" },
                        "Map": { "Type": "AWS::Lambda::EventSourceMapping", "Properties": {
                          "EventSourceArn": { "Fn::GetAtt": ["Clicks", "Arn"] }, "FunctionName": "door",
                          "StartingPosition": "AT_TIMESTAMP" } }"""))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("StartingPosition AT_TIMESTAMP is not played locally");
    }

    private LocalTopology read(String resources) throws IOException {
        Files.createDirectories(folder.resolve("asset"));
        Path template = Files.writeString(
                folder.resolve("kinesis.template.json"), "{ \"Resources\": {" + FUNCTION + ",\n" + resources + "} }");
        return TemplateReader.read(template, Fixtures.ACCOUNT);
    }
}
