package io.durabledispatch.localstack.function;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class FunctionLogTest {
    private final FunctionLog log = new FunctionLog();
    private final List<String> lines = new CopyOnWriteArrayList<>();

    @Test
    void followersGetCompleteLines_howeverTheyWereWritten() {
        log.follow(lines::add);
        PrintStream out = log.stdout();

        out.print("first ");
        out.print("line\nsecond line\r\nthird");
        out.println();
        out.print("unfinished");

        assertThat(lines).containsExactly("first line", "second line", "third");
    }

    @Test
    void aLineBeyondTheBound_arrivesInPieces() {
        log.follow(lines::add);

        log.stderr().println("x".repeat(FunctionLog.MAX_LINE_BYTES + 3));

        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).hasSize(FunctionLog.MAX_LINE_BYTES);
        assertThat(lines.get(1)).isEqualTo("xxx");
    }
}
