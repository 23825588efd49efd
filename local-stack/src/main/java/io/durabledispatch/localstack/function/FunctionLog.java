package io.durabledispatch.localstack.function;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A hosted function's log, as CloudWatch Logs collects a Lambda function's: every line its classes write to
 * stdout or stderr. The bytes still reach the host's own stdout and stderr as they are written (the terminal of
 * {@code up}, a test's output file); each follower also gets every complete line, on the thread that wrote it.
 */
public final class FunctionLog {
    /** A bound on what one line may hold in memory (CloudWatch Logs takes events up to 1 MB): longer ones split. */
    static final int MAX_LINE_BYTES = 1024 * 1024;

    private final List<Consumer<String>> followers = new CopyOnWriteArrayList<>();

    /** From now on, {@code follower} gets each line (without its line terminator). */
    public void follow(Consumer<String> follower) {
        followers.add(follower);
    }

    /** The function's {@code System.out}: the host's, as it is at each write, plus the followers. */
    PrintStream stdout() {
        return new PrintStream(new Lines(() -> System.out), true, StandardCharsets.UTF_8);
    }

    /** The function's {@code System.err}, likewise. */
    PrintStream stderr() {
        return new PrintStream(new Lines(() -> System.err), true, StandardCharsets.UTF_8);
    }

    private void publish(byte[] line, int length) {
        int end = length > 0 && line[length - 1] == '\r' ? length - 1 : length;
        String text = new String(line, 0, end, StandardCharsets.UTF_8);
        followers.forEach(follower -> follower.accept(text));
    }

    /** Passes bytes through to the host's stream and cuts them into lines for the followers. */
    private final class Lines extends OutputStream {
        private final Supplier<PrintStream> host;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        Lines(Supplier<PrintStream> host) {
            this.host = host;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            host.get().write(bytes, offset, length);
            int start = offset;
            for (int i = offset; i < offset + length; i++) {
                if (bytes[i] == '\n') {
                    line.write(bytes, start, i - start);
                    endLine();
                    start = i + 1;
                } else if (line.size() + (i - start) >= MAX_LINE_BYTES) {
                    line.write(bytes, start, i - start);
                    endLine();
                    start = i;
                }
            }
            line.write(bytes, start, offset + length - start);
        }

        @Override
        public void flush() {
            host.get().flush();
        }

        private void endLine() {
            publish(line.toByteArray(), line.size());
            line.reset();
        }
    }
}
