package io.durabledispatch.localstack.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.emulators.apigateway.HttpApiDefinition;
import io.durabledispatch.emulators.apigateway.HttpApiDefinition.Route;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * HTTP APIs as the template declares them: the cloud assembly the CDK's HttpApi and HttpLambdaIntegration
 * synthesize, and the other shapes a handwritten template may use (an invocation URI, a named stage, a timeout),
 * with what is not served locally named in the notes and payload format 1.0 refused.
 */
class HttpApiTemplateTest {
    @TempDir
    Path folder;

    @Test
    void theCdkSynthesizedApis_areReadWithTheirRoutesStagesAndFunctions() {
        LocalTopology topology = CloudAssembly.read(cdkAssembly(), Fixtures.ACCOUNT);

        HttpApiDefinition api = api(topology, "ApiF70053CD");
        assertThat(api.name()).isEqualTo("Api");
        assertThat(api.stage()).isEqualTo("$default");
        assertThat(api.routes())
                .extracting(r -> r.key().text())
                .containsExactly("POST /tenants/{tenant}/orders", "GET /items/{id}", "ANY /{proxy+}");
        Route orders = api.routes().get(0);
        assertThat(orders.integration().function()).isEqualTo("Front0087DB4F");
        assertThat(orders.integration().qualifier()).hasValue("live");
        assertThat(orders.integration().timeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(api.routes().get(1).integration().qualifier()).isEmpty();
        assertThat(api(topology, "Other34654A52").routes())
                .extracting(r -> r.key().text())
                .containsExactly("$default");
        assertThat(topology.notProvided()).noneMatch(line -> line.contains("ApiGatewayV2"));
    }

    @Test
    void aHandwrittenApi_withAnInvocationUriANamedStageAndATimeout_isRead() {
        LocalTopology topology = TemplateReader.read(template(text -> text), Fixtures.ACCOUNT);

        HttpApiDefinition shop = api(topology, "Shop");
        assertThat(shop.stage()).isEqualTo("prod");
        assertThat(shop.routes()).singleElement().satisfies(route -> {
            assertThat(route.key().text()).isEqualTo("GET /items/{id}");
            assertThat(route.integration())
                    .isEqualTo(
                            new HttpApiDefinition.Integration("orders-front", Optional.empty(), Duration.ofSeconds(5)));
        });
        assertThat(topology.httpApis()).extracting(HttpApiDefinition::apiId).containsExactly("Shop");
    }

    @Test
    void authorizersAndWebSocketApis_areNamedInTheNotes() {
        List<String> notes =
                TemplateReader.read(template(text -> text), Fixtures.ACCOUNT).notProvided();

        assertThat(notes).anyMatch(line -> line.startsWith("authorizer ShopJwt: not enforced locally"));
        assertThat(notes).anyMatch(line -> line.startsWith("route ShopItems: its authorization is not enforced"));
        assertThat(notes).anyMatch(line -> line.startsWith("api Chat: protocol 'WEBSOCKET' is not served"));
    }

    @Test
    void payloadFormat1_isRefused_namingTheIntegration() {
        Path file = template(
                text -> text.replace("\"PayloadFormatVersion\": \"2.0\"", "\"PayloadFormatVersion\": \"1.0\""));

        assertThatThrownBy(() -> TemplateReader.read(file, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("ShopIntegration: PayloadFormatVersion 1.0 is not served locally: use 2.0");
    }

    @Test
    void aMalformedRouteKey_isRefused_namingTheRoute() {
        Path file = template(text -> text.replace("GET /items/{id}", "FETCH /items"));

        assertThatThrownBy(() -> TemplateReader.read(file, Fixtures.ACCOUNT))
                .isInstanceOf(TemplateException.class)
                .hasMessageContaining("ShopItems: route key 'FETCH /items'");
    }

    @Test
    void aRouteToAFunctionThatIsNotHosted_isLeftOutWithANote() {
        Path file = template(text -> text.replace("\"Runtime\": \"java21\"", "\"Runtime\": \"python3.12\""));

        LocalTopology topology = TemplateReader.read(file, Fixtures.ACCOUNT);

        assertThat(api(topology, "Shop").routes()).isEmpty();
        assertThat(topology.notProvided())
                .anyMatch(line -> line.contains("function orders-front is not hosted locally; left out"));
    }

    private static HttpApiDefinition api(LocalTopology topology, String id) {
        return topology.httpApis().stream()
                .filter(a -> a.apiId().equals(id))
                .findFirst()
                .orElseThrow();
    }

    private Path template(UnaryOperator<String> edit) {
        try (InputStream in = getClass().getResourceAsStream("apis.template.json")) {
            Files.createDirectories(folder.resolve("asset.front"));
            Path file = folder.resolve("apis.template.json");
            Files.writeString(file, edit.apply(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What {@code cdk synth} wrote for an HttpApi with HttpLambdaIntegrations (aws-cdk-lib 2.263.0). */
    private Path cdkAssembly() {
        for (String name :
                List.of("manifest.json", "Front.assets.json", "Front.template.json", "Front.metadata.json")) {
            try (InputStream in = getClass().getResourceAsStream("httpapi/" + name)) {
                Files.copy(in, folder.resolve(name));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        try {
            Files.createDirectories(
                    folder.resolve("asset.6ef3cb09b629ee90e70eb857c9956c0c97f4f23aa6b51f069b506dc423a026cb"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return folder;
    }
}
