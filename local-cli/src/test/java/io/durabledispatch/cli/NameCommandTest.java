package io.durabledispatch.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class NameCommandTest {
    private static final String ORDER =
            "{\"type\":\"order.placed\",\"tenant_id\":\"acme\",\"order_no\":\"A-1001\",\"amount\":{\"value\":1}}";

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new DurableDispatchCommand());
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    private record Result(int code, String out, String err) {}

    @Test
    void name_showsTheNameOfTheGenerationAsked(@TempDir Path dir) throws Exception {
        Path event = Files.writeString(dir.resolve("order.json"), ORDER);

        Result first = run("name", event.toString());
        Result second = run("name", "--generation", "2", event.toString());

        assertThat(first.code()).isZero();
        assertThat(first.out())
                .contains("generation      1")
                .containsPattern("execution name  order-A-1001-[0-9a-f]{24}");
        assertThat(second.out())
                .contains("generation      2")
                .containsPattern("execution name  order-g2-A-1001-[0-9a-f]{24}");
    }

    @Test
    void name_refusesAGenerationOutOfRange(@TempDir Path dir) throws Exception {
        Path event = Files.writeString(dir.resolve("order.json"), ORDER);

        Result zero = run("name", "--generation", "0", event.toString());

        assertThat(zero.code()).isEqualTo(2);
        assertThat(zero.err()).contains("--generation must be from 1 to 9999");
    }
}
