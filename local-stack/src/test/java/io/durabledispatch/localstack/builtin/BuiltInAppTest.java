package io.durabledispatch.localstack.builtin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.template.CloudAssembly;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.LocalTopology;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checked-in assembly reads as the project's app, its code assets being the build's jars. */
class BuiltInAppTest {
    private static final LocalAccount ACCOUNT =
            new LocalAccount(LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:9324");

    @TempDir
    Path root;

    @Test
    void theAssemblysFunctionsRunTheDispatchersAndTheWorkflowsJars() throws IOException {
        BuildJars jars = jars();

        LocalTopology topology = CloudAssembly.read(BuiltInApp.materialize(root.resolve("cdk.out"), jars), ACCOUNT);

        Map<String, Path> code = topology.functions().stream()
                .collect(Collectors.toMap(FunctionSpec::handlerClass, f -> toRealPath(f.code()), (a, b) -> a));
        assertThat(topology.functions())
                .extracting(FunctionSpec::name)
                .contains("order-workflow", "points-workflow", "catalog-workflow", "reward-redemption")
                .hasSize(6);
        assertThat(code)
                .containsEntry(
                        "io.durabledispatch.workflows.order.OrderWorkflow",
                        jars.workflows().toRealPath())
                .containsEntry(
                        "io.durabledispatch.workflows.reward.RewardRedemptionFunction",
                        jars.workflows().toRealPath())
                .containsEntry(
                        "io.durabledispatch.dispatcher.DispatchHandler",
                        jars.dispatcher().toRealPath())
                .containsEntry("io.durabledispatch.api.ApiHandler", jars.api().toRealPath());
        assertThat(topology.outputs())
                .containsKeys("MainQueueUrl", "DeadLetterQueueUrl", "ParkingQueueUrl", "ShipmentQueueUrl", "ApiUrl");
        assertThat(topology.tables()).hasSize(5);
        for (String queue : new String[] {"MainQueueUrl", "DeadLetterQueueUrl", "ParkingQueueUrl"}) {
            assertThat(BuiltInApp.queueUrl(queue, URI.create("http://127.0.0.1:9324/"), LocalSettings.ACCOUNT_ID))
                    .as("what the CLI's commands default to")
                    .isEqualTo(topology.outputs().get(queue));
        }
    }

    @Test
    void aMissingJar_saysHowToBuildIt() throws IOException {
        Files.writeString(root.resolve("cdk.json"), "{}");

        assertThatThrownBy(() -> BuildJars.find(name -> null, root.resolve("sub")))
                .isInstanceOf(BuiltInUnavailable.class)
                .hasMessageContaining("dispatcher's Lambda jar")
                .hasMessageContaining(BuildJars.BUILD);
    }

    /** The repository's layout, with small zips for the jars; the newest of two builds is taken. */
    private BuildJars jars() throws IOException {
        Files.writeString(root.resolve("cdk.json"), "{}");
        for (String module : new String[] {"dispatcher", "api-door", "workflows"}) {
            Path target = Files.createDirectories(root.resolve(module).resolve("target"));
            Files.write(target.resolve(module + "-0.1.0-SNAPSHOT-lambda.jar"), new byte[] {'P', 'K', 3, 4});
            Files.write(target.resolve(module + "-0.1.0-SNAPSHOT.jar"), new byte[] {'P', 'K', 3, 4});
        }
        Files.createDirectories(root.resolve("workflows").resolve("src"));
        return BuildJars.find(name -> null, root.resolve("workflows").resolve("src"));
    }

    private static Path toRealPath(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            throw new AssertionError(path + " does not resolve", e);
        }
    }
}
