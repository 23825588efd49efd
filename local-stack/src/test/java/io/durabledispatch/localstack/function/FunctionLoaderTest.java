package io.durabledispatch.localstack.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.aws.LocalAccount;
import io.durabledispatch.emulators.lambda.LocalLambdaContext;
import io.durabledispatch.localstack.template.FunctionSpec;
import io.durabledispatch.localstack.template.TemplateException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FunctionLoaderTest {
    @TempDir
    Path folder;

    @Test
    void twoFunctionsFromOneJarEachSeeTheirOwnEnvironmentInTheirOwnLoader() throws IOException {
        Path jar = TestJars.of(folder.resolve("echo.jar"), EnvironmentEcho.class);
        HostedFunction english = FunctionLoader.check(
                        spec("english", jar, EnvironmentEcho.class, Map.of("GREETING", "hello")))
                .start(Map.of());
        HostedFunction french = FunctionLoader.check(
                        spec("french", jar, EnvironmentEcho.class, Map.of("GREETING", "bonjour")))
                .start(Map.of("AWS_REGION", "eu-west-3"));

        assertThat(invoke(english, "GREETING")).isEqualTo("hello|hello|hello|hello|function:english");
        assertThat(invoke(french, "GREETING")).isEqualTo("bonjour|bonjour|bonjour|bonjour|function:french");
        assertThat(invoke(french, "AWS_REGION")).startsWith("eu-west-3|");
        assertThat(invoke(english, "PATH")).startsWith("null|null|null|"); // the host's variables stay out
    }

    @Test
    void whatAFunctionPrintsToStdoutAndStderr_reachesItsOwnLogLineByLine() throws IOException {
        assertEachFunctionWritesToItsOwnLog(ClassSpaces.perFunction());
    }

    @Test
    void functionsOfOneAssetInOneClassSpace_shareTheLoaderButSeeTheirOwnEnvironment() throws IOException {
        Path jar = TestJars.of(folder.resolve("echo.jar"), EnvironmentEcho.class);
        ClassSpaces spaces = ClassSpaces.perAsset();
        HostedFunction english = FunctionLoader.check(
                        spec("english", jar, EnvironmentEcho.class, Map.of("GREETING", "hello")), spaces)
                .start(Map.of());
        HostedFunction french = FunctionLoader.check(
                        spec("french", jar, EnvironmentEcho.class, Map.of("GREETING", "bonjour")), spaces)
                .start(Map.of());

        assertThat(invoke(english, "GREETING")).isEqualTo("hello|hello|hello|hello|asset:echo.jar");
        assertThat(invoke(french, "GREETING")).isEqualTo("bonjour|bonjour|bonjour|bonjour|asset:echo.jar");
    }

    @Test
    void functionsOfOneAssetInOneClassSpace_writeToTheirOwnLogs() throws IOException {
        assertEachFunctionWritesToItsOwnLog(ClassSpaces.perAsset());
    }

    private void assertEachFunctionWritesToItsOwnLog(ClassSpaces spaces) throws IOException {
        Path jar = TestJars.of(folder.resolve("printer.jar"), LogPrinter.class);
        HostedFunction one = FunctionLoader.check(spec("one", jar, LogPrinter.class, Map.of()), spaces)
                .start(Map.of());
        HostedFunction other = FunctionLoader.check(spec("other", jar, LogPrinter.class, Map.of()), spaces)
                .start(Map.of());
        List<String> oneLines = new CopyOnWriteArrayList<>();
        List<String> otherLines = new CopyOnWriteArrayList<>();
        one.log().follow(oneLines::add);
        other.log().follow(otherLines::add);

        invoke(other, "2");
        invoke(one, "1");

        assertThat(oneLines).containsExactly("bound 1", "in pieces 1", "error 1", "elsewhere 1");
        assertThat(otherLines).containsExactly("bound 2", "in pieces 2", "error 2", "elsewhere 2");
    }

    @Test
    void theRuntimeVariablesWinOverTheTemplatesAsLambdaReservesThem() throws IOException {
        Path jar = TestJars.of(folder.resolve("echo.jar"), EnvironmentEcho.class);
        HostedFunction function = FunctionLoader.check(
                        spec("echo", jar, EnvironmentEcho.class, Map.of("AWS_REGION", "from-template")))
                .start(Map.of("AWS_REGION", "us-east-1"));
        assertThat(invoke(function, "AWS_REGION")).startsWith("us-east-1|");
    }

    @Test
    void aPojoHandlerGetsItsInputTypeFromJsonWithLambdasLenientNames() throws IOException {
        Path jar = TestJars.of(folder.resolve("pojo.jar"), PojoGreeter.class, PojoGreeter.Greeting.class);
        HostedFunction function = FunctionLoader.check(spec("greeter", jar, PojoGreeter.class, Map.of()))
                .start(Map.of());
        String answer = invoke(function, "{\"Name\":\"ada\",\"times\":2,\"unknown\":true}");
        assertThat(answer).contains("\"greeting\":\"hello ada\"").contains("\"times\":2");
    }

    @Test
    void aHandlerClassThatIsNotInTheAssetNamesTheFunctionAndTheAsset() {
        Path jar = TestJars.of(folder.resolve("echo.jar"), EnvironmentEcho.class);
        FunctionSpec spec =
                spec("missing", jar, EnvironmentEcho.class, Map.of()).withHandler("com.example.Nope");
        assertThatThrownBy(() -> FunctionLoader.check(spec))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("template.json: Fn: handler class com.example.Nope is not in " + jar);
    }

    @Test
    void aClassThatIsNoLambdaHandlerIsRefusedBeforeAnyOfItsCodeRuns() {
        Path jar = TestJars.of(folder.resolve("plain.jar"), NotAHandler.class);
        assertThatThrownBy(() -> FunctionLoader.check(spec("plain", jar, NotAHandler.class, Map.of())))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("Fn: handler class " + NotAHandler.class.getName()
                        + " implements neither RequestHandler nor RequestStreamHandler");
    }

    private static String invoke(HostedFunction function, String payload) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        function.handleRequest(
                new ByteArrayInputStream(payload.getBytes(StandardCharsets.UTF_8)),
                out,
                LocalLambdaContext.invocation(
                        function.name(),
                        "$LATEST",
                        "arn:aws:lambda:us-east-1:" + LocalAccount.ID + ":function:" + function.name(),
                        Duration.ofMinutes(1),
                        LocalLambdaContext.STDOUT));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static FunctionSpec spec(String name, Path jar, Class<?> handler, Map<String, String> env) {
        return new FunctionSpec(
                "Fn",
                Path.of("template.json"),
                name,
                handler.getName() + "::handleRequest",
                jar,
                env,
                Duration.ofSeconds(3),
                128,
                Optional.empty(),
                Set.of());
    }
}
