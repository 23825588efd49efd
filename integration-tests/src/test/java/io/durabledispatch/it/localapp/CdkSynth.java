package io.durabledispatch.it.localapp;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.json.JsonMappers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Synthesizes the project's own CDK app the way {@code cdk.json} runs it ({@code DurableDispatchApp}, here on
 * this test's class path), from the repository root so that its default asset paths find this build's jars.
 */
public final class CdkSynth {
    private static final String APP = "io.durabledispatch.infra.DurableDispatchApp";

    private CdkSynth() {}

    static Path synthesize(Path repositoryRoot) throws IOException, InterruptedException {
        return synthesize(repositoryRoot, Map.of());
    }

    /** @param context CDK context values, as {@code cdk synth -c key=value} passes them to the app */
    public static Path synthesize(Path repositoryRoot, Map<String, String> context)
            throws IOException, InterruptedException {
        Path out = Files.createTempDirectory("durable-dispatch-cdk-out-");
        Path log = out.resolveSibling(out.getFileName() + ".log");
        ProcessBuilder command = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        APP)
                .directory(repositoryRoot.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        command.environment().put("CDK_OUTDIR", out.toString()); // where a CDK app writes its assembly
        command.environment().put("CDK_CONTEXT_JSON", JsonMappers.plain().writeValueAsString(context));
        Process synth = command.start();
        synth.getOutputStream().close();
        boolean done = synth.waitFor(10, TimeUnit.MINUTES);
        if (!done) synth.destroyForcibly();
        assertThat(done && synth.exitValue() == 0)
                .as("cdk synth of %s (log %s):%n%s", APP, log, tail(log))
                .isTrue();
        return out;
    }

    private static String tail(Path log) throws IOException {
        String text = Files.readString(log);
        return text.substring(Math.max(0, text.length() - 3000));
    }
}
