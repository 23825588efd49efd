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

    /** The same order posted to the API names the same execution, with the same input, as on the queue. */
    @Test
    void nameHttp_plansTheBodyAsTheHttpDoorDoes_sameNameAsTheQueue(@TempDir Path dir) throws Exception {
        Path event = Files.writeString(dir.resolve("order.json"), ORDER);

        Result queue = run("name", event.toString());
        Result api = run("name", "--http", "POST /orders", event.toString());

        assertThat(api.code()).isZero();
        assertThat(api.out()).contains("route           order-requested");
        assertThat(queue.out()).contains("route           order-placed");
        assertThat(after("execution name", api.out())).isEqualTo(after("execution name", queue.out()));
        assertThat(after("canonical input", api.out())).isEqualTo(after("canonical input", queue.out()));
    }

    /** Header and path values reach the core as the door hands them over: by the route's sources. */
    @Test
    void nameHttp_readsTheRoutesHeaderAndPathValues(@TempDir Path dir) throws Exception {
        Path routes = Files.writeString(dir.resolve("routes.json"), """
                {"version":1,"routes":[{"name":"payment-requested","operation":"payment",
                  "http":"POST /tenants/{tenant}/payments","tenant":"path:tenant",
                  "key":["header:Idempotency-Key"],"normalize":{"path:tenant":["trim","lower"]},
                  "input":["path:tenant","/amount"],
                  "target":{"type":"lambda","function":"payments","qualifier":"live"}}]}""");
        Path body = Files.writeString(dir.resolve("payment.json"), "{\"amount\":5}");

        Result keyed = run(
                "name",
                "--routes",
                routes.toString(),
                "--http",
                "POST /tenants/ACME/payments",
                "--header",
                "Idempotency-Key=K-1",
                body.toString());
        Result unkeyed =
                run("name", "--routes", routes.toString(), "--http", "POST /tenants/ACME/payments", body.toString());
        Result unrouted = run("name", "--routes", routes.toString(), "--http", "POST /elsewhere", body.toString());

        assertThat(keyed.code()).as(keyed.err()).isZero();
        assertThat(keyed.out())
                .contains("route           payment-requested")
                .containsPattern("execution name  payment-K-1-[0-9a-f]{24}")
                .contains("\"path\":{\"tenant\":\"acme\"}");
        assertThat(unkeyed.code()).isEqualTo(2);
        assertThat(unkeyed.out()).contains("INVALID MISSING_KEY: key field header:idempotency-key is missing");
        assertThat(unrouted.out()).contains("INVALID NO_ROUTE: no HTTP route takes POST /elsewhere");
    }

    @Test
    void nameHeader_withoutHttp_isRefused(@TempDir Path dir) throws Exception {
        Path event = Files.writeString(dir.resolve("order.json"), ORDER);

        Result refused = run("name", "--header", "Idempotency-Key=K-1", event.toString());

        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.err()).contains("--header needs --http");
    }

    private static String after(String label, String out) {
        return out.lines()
                .filter(line -> line.startsWith(label))
                .findFirst()
                .orElseThrow()
                .substring(label.length())
                .strip();
    }
}
