package io.durabledispatch.dynalite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class DynaliteServerTest {
    @RegisterExtension
    static final DynaliteExtension DYNALITE = new DynaliteExtension();

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void sharedServer_answersTheDynamoDbApi_on127001() throws Exception {
        assertThat(DYNALITE.endpoint().getHost()).isEqualTo("127.0.0.1");
        assertThat(DYNALITE.endpoint().getPort()).isPositive();

        assertThat(listTables(DYNALITE.endpoint().toString()).body()).contains("TableNames");
    }

    @Test
    void close_stopsTheProcess_andADataDirectoryIsCreated(@TempDir Path dir) throws Exception {
        var project = DynaliteRequirement.current().project().orElseThrow();
        Path data = dir.resolve("dynalite");
        String endpoint;
        try (var server = DynaliteServer.start(project, Optional.of(data))) {
            endpoint = server.endpoint().toString();
            assertThat(listTables(endpoint).statusCode()).isEqualTo(200);
        }

        assertThat(data).isDirectory().isNotEmptyDirectory();
        assertThatThrownBy(() -> listTables(endpoint)).isInstanceOf(ConnectException.class);
    }

    private HttpResponse<String> listTables(String endpoint) throws IOException, InterruptedException {
        var request = HttpRequest.newBuilder(java.net.URI.create(endpoint))
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Target", "DynamoDB_20120810.ListTables")
                .header(
                        "Authorization",
                        "AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, "
                                + "SignedHeaders=host, Signature=00")
                .header("X-Amz-Date", "20260101T000000Z")
                .POST(HttpRequest.BodyPublishers.ofString("{}"))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
