package io.durabledispatch.construct;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.cxapi.CloudFormationStackArtifact;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * The construct's stack outputs: one per queue, the dispatcher's alias and the dashboard, each a reference to the
 * resource the construct created, under the construct's path with a readable logical id.
 */
class DispatchOutputsTest {
    /** CDK's logical id of {@code TeamStack/Dispatch/<id>}: the path's ids joined, then an 8-character hash. */
    private static final String HASH = "[0-9A-F]{8}";

    @TempDir
    Path assets;

    @Test
    void outputs_referenceTheQueuesTheAliasAndTheDashboard_underReadableIds() {
        TeamApp app = TeamApp.build(assets);
        Template template = Template.fromStack(app.stack);
        TemplateJson json = TemplateJson.of(template);

        assertThat(template.findOutputs("*", Match.anyValue())).hasSize(5);
        assertThat(outputId(template, "MainQueueUrl"))
                .as("the example of docs/reference/construct-props.md")
                .isEqualTo("DispatchMainQueueUrl5FC5835D");
        template.hasOutput(outputId(template, "MainQueueUrl"), ref(json.queueId("DispatchQueuesMainQueue")));
        template.hasOutput(outputId(template, "ParkingQueueUrl"), ref(json.queueId("DispatchQueuesParkingQueue")));
        template.hasOutput(
                outputId(template, "DeadLetterQueueUrl"), ref(json.queueId("DispatchQueuesDeadLetterQueue")));
        template.hasOutput(
                outputId(template, "DispatcherAliasArn"),
                ref(only(json, "AWS::Lambda::Alias", "DispatchDispatcherLive")));
        template.hasOutput(
                outputId(template, "DashboardName"),
                ref(only(json, "AWS::CloudWatch::Dashboard", "DispatchDashboard")));
    }

    @Test
    void eachDescription_saysWhatItIs_andNamesTheConstructPath() {
        Template template = Template.fromStack(TeamApp.build(assets).stack);

        assertThat(description(template, "MainQueueUrl"))
                .isEqualTo("URL of the main SQS queue of durable-dispatch TeamStack/Dispatch: producers send business "
                        + "events here");
        assertThat(description(template, "ParkingQueueUrl"))
                .startsWith(
                        "URL of the parking SQS queue of durable-dispatch TeamStack/Dispatch: CONFLICT and INVALID");
        assertThat(description(template, "DeadLetterQueueUrl"))
                .startsWith("URL of the dead-letter SQS queue of durable-dispatch TeamStack/Dispatch: records still "
                        + "RETRYABLE");
        assertThat(description(template, "DispatcherAliasArn"))
                .isEqualTo("ARN of the dispatcher Lambda's alias live of durable-dispatch TeamStack/Dispatch, which "
                        + "the SQS event source mapping invokes");
        assertThat(description(template, "DashboardName"))
                .isEqualTo("Name of the CloudWatch dashboard of durable-dispatch TeamStack/Dispatch");
    }

    @Test
    void outputsFalse_addsNone() {
        TeamApp app = TeamApp.build(
                assets,
                StateMachineType.STANDARD,
                Duration.days(60),
                TeamApp.GENEROUS_QUOTA,
                props -> props.outputs(false));

        assertThat(Template.fromStack(app.stack).findOutputs("*", Match.anyValue()))
                .isEmpty();
    }

    /** How a reader of the cloud assembly finds an output's construct path: the stack's metadata maps paths to ids. */
    @Test
    void theAssemblysMetadata_mapsEachOutputsConstructPath_toItsLogicalId() {
        TeamApp app = TeamApp.build(assets);
        Template template = Template.fromStack(app.stack);
        CloudFormationStackArtifact artifact =
                ((App) app.stack.getNode().getRoot()).synth().getStackByName("TeamStack");

        Map<String, String> pathToId = new TreeMap<>();
        artifact.findMetadataByType("aws:cdk:logicalId")
                .forEach(entry -> pathToId.put(entry.getPath(), entry.getData().toString()));

        for (String id : List.of(
                "MainQueueUrl", "ParkingQueueUrl", "DeadLetterQueueUrl", "DispatcherAliasArn", "DashboardName")) {
            assertThat(pathToId).containsEntry("/TeamStack/Dispatch/" + id, outputId(template, id));
        }
    }

    /** The one output whose logical id is {@code Dispatch<id>} and CDK's hash. */
    private static String outputId(Template template, String id) {
        Pattern exact = Pattern.compile("Dispatch" + id + HASH);
        List<String> ids = template.findOutputs("*", Match.anyValue()).keySet().stream()
                .filter(logicalId -> exact.matcher(logicalId).matches())
                .toList();
        assertThat(ids).as("outputs named Dispatch" + id + " + hash").hasSize(1);
        return ids.get(0);
    }

    private static String description(Template template, String id) {
        Map<String, Map<String, Object>> outputs = template.findOutputs(outputId(template, id), Match.anyValue());
        return outputs.values().iterator().next().get("Description").toString();
    }

    private static Map<String, Object> ref(String logicalId) {
        return Map.of("Value", Map.of("Ref", logicalId));
    }

    private static String only(TemplateJson json, String type, String prefix) {
        List<String> ids = json.resources(type).keySet().stream()
                .filter(id -> id.startsWith(prefix))
                .toList();
        assertThat(ids).as(type + " " + prefix).hasSize(1);
        return ids.get(0);
    }
}
