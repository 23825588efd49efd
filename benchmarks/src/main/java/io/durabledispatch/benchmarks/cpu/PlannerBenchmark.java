package io.durabledispatch.benchmarks.cpu;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.benchmarks.OrderEvents;
import io.durabledispatch.core.plan.PlanResult;
import io.durabledispatch.core.plan.Planner;
import io.durabledispatch.routes.document.RouteDocuments;
import io.durabledispatch.routes.json.JsonMappers;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * CPU per record: the dispatcher's planner (parse, route, key, name, canonical input) beside the floor any
 * deduplicating consumer pays, a plain Jackson parse plus a SHA-256 of the body's bytes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PlannerBenchmark {
    private static final ObjectMapper PLAIN = JsonMappers.plain();

    @Param({"200", "1024", "16384"})
    public int bodyBytes;

    private Planner planner;
    private String body;

    @Setup
    public void setUp() {
        planner = new Planner(RouteDocuments.load("classpath:routes/default-routes.json"));
        body = OrderEvents.ofSize(bodyBytes, " Acme ", 1001);
    }

    @Benchmark
    public PlanResult dispatcherPlan() {
        return planner.plan(body);
    }

    @Benchmark
    public JsonNode jacksonParse() throws Exception {
        return PLAIN.readTree(body);
    }

    @Benchmark
    public byte[] sha256() throws NoSuchAlgorithmException {
        return MessageDigest.getInstance("SHA-256").digest(body.getBytes(StandardCharsets.UTF_8));
    }

    /** The floor: what parsing and fingerprinting the body costs with no routing, keys or canonical form. */
    @Benchmark
    public byte[] floorParseAndSha256(Blackhole sink) throws Exception {
        sink.consume(PLAIN.readTree(body));
        return MessageDigest.getInstance("SHA-256").digest(body.getBytes(StandardCharsets.UTF_8));
    }
}
