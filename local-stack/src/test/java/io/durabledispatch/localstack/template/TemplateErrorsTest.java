package io.durabledispatch.localstack.template;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TemplateErrorsTest {
    @TempDir
    Path folder;

    @Test
    void aMissingAssemblyNamesTheFolder() {
        Path missing = folder.resolve("cdk.out");
        assertThatThrownBy(() -> CloudAssembly.read(missing, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining(missing.toString())
                .hasMessageContaining("no such cloud assembly folder");
    }

    @Test
    void aStateMachineTypeOtherThanStandardOrExpressIsRefused() throws IOException {
        Path template = Fixtures.template(
                folder,
                "stack.template.json",
                text -> text.replace(
                        "\"StateMachineName\": \"redeem\",",
                        "\"StateMachineName\": \"redeem\", \"StateMachineType\": \"FAST\","));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageStartingWith(template + ": Machine: StateMachineType must be STANDARD or EXPRESS, was FAST");
    }

    @Test
    void aFolderWithoutManifestSaysWhatItExpected() {
        assertThatThrownBy(() -> CloudAssembly.read(folder, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("manifest.json")
                .hasMessageContaining("cdk synth");
    }

    @Test
    void aTemplateThatIsNotJsonNamesTheFile() throws IOException {
        Path file = Files.writeString(folder.resolve("broken.template.json"), "{ not json");
        assertThatThrownBy(() -> TemplateReader.read(file, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageStartingWith(file + ": not a JSON CloudFormation template");
    }

    @Test
    void aMissingAssetNamesTheFunctionAndTheFile() throws IOException {
        Path template = Fixtures.template(folder, "stack.template.json", text -> text);
        Files.delete(folder.resolve("asset.workflow.jar"));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageStartingWith(template + ": WorkflowFunction: its code asset")
                .hasMessageContaining("does not exist");
    }

    @Test
    void anAssetThatIsNotAJarOrClassFolderIsRefused() throws IOException {
        Path template = Fixtures.template(folder, "stack.template.json", text -> text);
        Files.writeString(folder.resolve("asset.workflow.jar"), "not a zip");
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("WorkflowFunction")
                .hasMessageContaining("is not a jar or a class folder");
    }

    @Test
    void codeThatIsOnlyInS3IsRefused() {
        Path template =
                Fixtures.template(folder, "stack.template.json", text -> text.replace("consumer.jar", "elsewhere.jar"));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining(template + ": Consumer: its code (s3://cdk-assets-000000000000-us-east-1/"
                        + "elsewhere.jar) is not in the assembly");
    }

    @Test
    void aMappingWhoseFunctionOutlastsTheVisibilityTimeoutIsRefusedAsLambdaDoes() {
        Path template = Fixtures.template(
                folder,
                "stack.template.json",
                text -> text.replace("\"VisibilityTimeout\": 120", "\"VisibilityTimeout\": 20"));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("ConsumerMapping")
                .hasMessageContaining("visibility timeout 20 s is less than function timeout 30 s");
    }

    @Test
    void anIntrinsicTheLocalStackCannotEvaluateNamesTheResourceAndProperty() {
        Path template = Fixtures.template(
                folder,
                "stack.template.json",
                text -> text.replace("{ \"Ref\": \"Table\" }", "{ \"Fn::ImportValue\": \"shared-table\" }"));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("Consumer: Environment: Fn::ImportValue is not supported");
    }

    @Test
    void aReferenceToAnUnknownResourceIsAnError() {
        Path template = Fixtures.template(
                folder,
                "stack.template.json",
                text -> text.replace("{ \"Ref\": \"Parked\" }", "{ \"Ref\": \"Nope\" }"));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("Consumer: Environment: Ref to Nope");
    }

    @Test
    void aTableKeyWithoutAnAttributeDefinitionNamesTheTableAndTheAttribute() throws IOException {
        Path template = Fixtures.template(
                folder,
                "stack.template.json",
                text -> text.replace(", { \"AttributeName\": \"seq\", \"AttributeType\": \"N\" }", ""));
        assertThatThrownBy(() -> TemplateReader.read(template, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageStartingWith(template + ": Table: KeySchema: 'seq' has no entry in AttributeDefinitions");
    }
}
