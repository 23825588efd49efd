package io.durabledispatch.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PageAndSafetyTest {
    /** A link, script, style or fetch that leaves the console: src="//…", href="https://…", url(http…), @import. */
    private static final String EXTERNAL_REFERENCE =
            "(?i)((src|href|action)\\s*=\\s*[\"']?(https?:)?//)|(url\\(\\s*[\"']?(https?:)?//)|(@import)|(fetch\\(\\s*[\"']https?:)";

    private final ConsoleFixture fixture = new ConsoleFixture();

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void console_isBoundToLoopbackOnly() {
        assertThat(fixture.console.address().getHost()).isEqualTo("127.0.0.1");
    }

    @Test
    void page_isServedWithItsOwnAssetsOnly() {
        HttpJson.Reply page = fixture.http.get("/");

        assertThat(page.status()).isEqualTo(200);
        assertThat(page.raw().headers().firstValue("Content-Security-Policy"))
                .hasValueSatisfying(csp -> assertThat(csp).startsWith("default-src 'self'"));
        List<String> assets = Pattern.compile("(?:src|href)=\"([^\"]+)\"")
                .matcher(page.raw().body())
                .results()
                .map(match -> match.group(1))
                .toList();
        assertThat(assets).contains("console.js", "executions.js", "execution.js", "console.css");
        assertThat(page.raw().body()).doesNotContainPattern(EXTERNAL_REFERENCE);
        for (String asset : assets) {
            HttpJson.Reply reply = fixture.http.get("/" + asset);
            assertThat(reply.status()).as(asset).isEqualTo(200);
            assertThat(reply.raw().body()).as(asset).doesNotContainPattern(EXTERNAL_REFERENCE);
        }
    }

    @Test
    void unknownPath_isNotFound() {
        assertThat(fixture.http.get("/etc/passwd").status()).isEqualTo(404);
        assertThat(fixture.http.get("/api/nothing").status()).isEqualTo(404);
    }

    @Test
    void post_isRefused_withoutJsonContentType_soOtherSitesCannotPostFormsToIt() {
        HttpJson.Reply reply = fixture.http.send(
                HttpRequest.newBuilder(fixture.console.address().resolve("/api/parked/redrive"))
                        .header("Content-Type", "text/plain")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"messageId\":\"p-1\"}")));

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body().get("error").asText()).contains("Content-Type: application/json");
    }

    @Test
    void request_isForbidden_whenAddressedToAForeignHostName() throws IOException {
        // A rebinding attack reaches 127.0.0.1 under a foreign name; HttpClient cannot forge Host, a socket can.
        int port = fixture.console.address().getPort();
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write(
                    ("GET /api/executions HTTP/1.1\r\nHost: attacker.example:" + port + "\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String response = new String(in.readAllBytes(), StandardCharsets.UTF_8);

            assertThat(response).startsWith("HTTP/1.1 403").contains("only requests addressed to 127.0.0.1");
        }
    }
}
