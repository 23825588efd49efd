package io.durabledispatch.emulators.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueryStringTest {
    @Test
    void plus_isASpace_andAnEncodedPlusIsAPlus() {
        Map<String, List<String>> query = QueryString.parse("name=order+A-1&token=ab%2Bcd%3D%3D&q=x%20y");

        assertThat(query.get("name")).containsExactly("order A-1");
        assertThat(query.get("token")).containsExactly("ab+cd==");
        assertThat(query.get("q")).containsExactly("x y");
    }

    @Test
    void repeatedNames_keepEveryValueInOrder_andBareNamesAreEmpty() {
        Map<String, List<String>> query = QueryString.parse("key=b&flag&key=a&&key=");

        assertThat(query.get("key")).containsExactly("b", "a", "");
        assertThat(query.get("flag")).containsExactly("");
        assertThat(query).containsOnlyKeys("key", "flag");
    }

    @Test
    void noQuery_isEmpty() {
        assertThat(QueryString.parse(null)).isEmpty();
        assertThat(QueryString.parse("")).isEmpty();
    }

    @Test
    void request_decodesItsQueryAsAForm_butKeepsAPlusInThePath() {
        HttpRequest request = HttpRequest.of(
                "POST",
                "/2025-12-01/durable-execution-callbacks/cb+1%2F2/succeed",
                "Qualifier=live+1",
                Map.of("Host", List.of("127.0.0.1")),
                new byte[0]);

        assertThat(request.pathSegments())
                .containsExactly("2025-12-01", "durable-execution-callbacks", "cb+1/2", "succeed");
        assertThat(request.path()).isEqualTo("/2025-12-01/durable-execution-callbacks/cb+1/2/succeed");
        assertThat(request.queryParam("Qualifier")).contains("live 1");
        assertThat(request.header("host")).contains("127.0.0.1");
    }
}
