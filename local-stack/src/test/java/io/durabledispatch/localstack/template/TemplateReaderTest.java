package io.durabledispatch.localstack.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.emulators.sqs.QueueSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TemplateReaderTest {
    @TempDir
    Path folder;

    LocalTopology topology;

    @BeforeEach
    void read() {
        topology = CloudAssembly.read(Fixtures.assembly(folder), Fixtures.ACCOUNT);
    }

    @Test
    void durableFunctionWithItsAssetAliasAndDurableConfig() {
        FunctionSpec workflow = function("order-workflow-test");
        assertThat(workflow.logicalId()).isEqualTo("WorkflowFunction");
        assertThat(workflow.handlerClass()).isEqualTo("com.example.OrderWorkflow");
        assertThat(workflow.code()).isEqualTo(folder.resolve("asset.workflow.jar"));
        assertThat(workflow.timeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(workflow.memoryMb()).isEqualTo(1024);
        assertThat(workflow.durable()).contains(new FunctionSpec.DurableSpec(Duration.ofDays(30), Duration.ofDays(1)));
        assertThat(workflow.aliases()).containsExactly("live");
    }

    @Test
    void plainFunctionFoundThroughTheAssetManifestWithItsEnvironmentResolved() {
        FunctionSpec consumer = function("Consumer");
        assertThat(consumer.code()).isEqualTo(folder.resolve("asset.consumer"));
        assertThat(consumer.durable()).isEmpty();
        assertThat(consumer.timeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(consumer.memoryMb()).isEqualTo(FunctionSpec.DEFAULT_MEMORY_MB);
        assertThat(consumer.environment())
                .containsEntry("PARKED_URL", "http://127.0.0.1:9999/000000000000/Parked")
                .containsEntry("ORDERS_ARN", "arn:aws:sqs:us-east-1:000000000000:orders.fifo")
                .containsEntry(
                        "TARGET",
                        "{\"function\":\"arn:aws:lambda:us-east-1:000000000000:function:order-workflow-test:live\"}")
                .containsEntry("WHERE", "us-east-1/000000000000/aws/Orders/${Literal}")
                .containsEntry("TABLE", "ledger")
                .containsEntry("TABLE_ARN", "arn:aws:dynamodb:us-east-1:000000000000:table/ledger")
                .containsEntry("MACHINE", "arn:aws:states:us-east-1:000000000000:stateMachine:redeem|redeem")
                .containsEntry("SECOND", "b")
                .containsEntry("VERSION", "arn:aws:lambda:us-east-1:000000000000:function:order-workflow-test:1")
                .doesNotContainKey("DROPPED");
    }

    @Test
    void queuesWithFifoVisibilityRetentionAndRedrive() {
        QueueSpec orders = queue("OrdersQueue");
        assertThat(orders.name()).isEqualTo("orders.fifo");
        assertThat(orders.fifo()).isTrue();
        assertThat(orders.contentBasedDeduplication()).isTrue();
        assertThat(orders.visibilityTimeout()).isEqualTo(Duration.ofSeconds(120));
        assertThat(orders.retention()).isEqualTo(Duration.ofDays(4));
        assertThat(orders.redrive()).contains(new QueueSpec.Redrive("OrdersDlq.fifo", 3));
        QueueSpec dlq = queue("OrdersDlq");
        assertThat(dlq.name()).isEqualTo("OrdersDlq.fifo");
        assertThat(dlq.retention()).isEqualTo(Duration.ofDays(14));
        assertThat(dlq.visibilityTimeout()).isEqualTo(QueueSpec.DEFAULT_VISIBILITY);
        assertThat(dlq.redrive()).isEmpty();
    }

    @Test
    void sqsMappingsWithTheirSettingsAndQualifier() {
        assertThat(topology.mappings())
                .containsExactlyInAnyOrder(
                        new MappingSpec(
                                "ConsumerMapping",
                                "orders.fifo",
                                "Consumer",
                                Optional.empty(),
                                7,
                                Duration.ofSeconds(2),
                                3,
                                true,
                                true),
                        new MappingSpec(
                                "AliasMapping",
                                "Parked",
                                "order-workflow-test",
                                Optional.of("live"),
                                MappingSpec.DEFAULT_BATCH_SIZE,
                                Duration.ZERO,
                                MappingSpec.DEFAULT_MAX_CONCURRENCY,
                                false,
                                false));
    }

    @Test
    void stateMachineWithItsDefinitionResolved() {
        assertThat(topology.stateMachines()).singleElement().satisfies(machine -> {
            assertThat(machine.name()).isEqualTo("redeem");
            assertThat(machine.type()).isEqualTo("STANDARD");
            assertThat(machine.definition()).contains("\"TableName\":\"ledger\"");
            assertThat(machine.taskResources()).containsExactly("arn:aws:states:::dynamodb:putItem");
        });
    }

    @Test
    void dynamoDbTablesWithTheirNameAndKeySchema() {
        assertThat(topology.tables())
                .containsExactly(new DynamoTableSpec(
                        "Table",
                        "ledger",
                        List.of(
                                new DynamoTableSpec.Key("pk", "HASH", "S"),
                                new DynamoTableSpec.Key("seq", "RANGE", "N"))));
    }

    @Test
    void whatCannotBeProvidedIsListedOnce() {
        assertThat(topology.notProvided())
                .anyMatch(line -> line.contains("Consumer: VpcConfig is ignored"))
                .anyMatch(line -> line.contains("Consumer: Layers are not loaded"))
                .anyMatch(line -> line.contains("ImageFunction: a container image"))
                .anyMatch(line -> line.contains("PythonFunction: runtime 'python3.12'"))
                .anyMatch(line -> line.contains("StreamMapping: stream clicks is not in the template"))
                .anyMatch(line -> line.contains("TableStreamMapping: DynamoDB Streams has no local counterpart"))
                .anyMatch(line -> line.contains("AWS::IAM::Role=1"));
        assertThat(topology.notProvided()).noneMatch(line -> line.contains("AWS::DynamoDB::Table"));
        assertThat(topology.functions())
                .extracting(FunctionSpec::logicalId)
                .containsExactlyInAnyOrder("WorkflowFunction", "Consumer");
    }

    @Test
    void outputsResolvedToLocalValues() {
        assertThat(topology.outputs())
                .containsEntry("QueueUrl", "http://127.0.0.1:9999/000000000000/orders.fifo")
                .containsEntry("AliasArn", "arn:aws:lambda:us-east-1:000000000000:function:order-workflow-test:live");
    }

    @Test
    void outputsAreNamedByTheirConstructPath_fromTheArtifactsMetadataInlineOrInItsFile() {
        assertThat(topology.outputName("QueueUrl")).isEqualTo("Orders/Intake/QueueUrl");
        assertThat(topology.outputName("AliasArn")).isEqualTo("Orders/Workflow/AliasArn");
        assertThat(topology.outputPaths()).doesNotContainKey("WorkflowAlias");
    }

    @Test
    void aSingleTemplateFindsItsAssetsInItsFolderAndIsNamedAfterItsFile() {
        LocalTopology single = TemplateReader.read(folder.resolve("stack.template.json"), Fixtures.ACCOUNT);
        assertThat(single.functions()).hasSize(2);
        assertThat(single.functions().stream()
                        .filter(f -> f.name().equals("Consumer"))
                        .findFirst()
                        .orElseThrow()
                        .environment())
                .containsEntry("WHERE", "us-east-1/000000000000/aws/stack/${Literal}");
    }

    private FunctionSpec function(String name) {
        return topology.functions().stream()
                .filter(f -> f.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private QueueSpec queue(String logicalId) {
        return topology.queues().stream()
                .filter(q -> q.logicalId().equals(logicalId))
                .findFirst()
                .orElseThrow();
    }
}
