package io.durabledispatch.dispatcher.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The SQS door's per-record line: the line every door writes, with every field it always had. */
class DispatchLineTest {
    private static final String ORDER = "{\"type\":\"order.placed\",\"tenant_id\":\"Acme\",\"order_no\":\"o-1\","
            + "\"customer\":\"c\",\"items\":[],\"amount\":1}";

    private final TestDispatchers test = new TestDispatchers(2);

    @AfterEach
    void stop() {
        test.close();
    }

    @Test
    void aStartedRecord_isLoggedWithItsDoor_itsMessageIdUnderBothNames_andThePlansNames() throws Exception {
        test.dispatcher.dispatch(List.of(InboundRecord.standard("m-1", ORDER)));

        JsonNode line = recordLine();
        assertThat(line.get("level").asText()).isEqualTo("INFO");
        assertThat(line.get("door").asText()).isEqualTo("sqs");
        assertThat(line.get("messageId").asText()).isEqualTo("m-1");
        assertThat(line.get("requestId").asText()).isEqualTo("m-1");
        assertThat(line.get("outcome").asText()).isEqualTo("STARTED");
        assertThat(line.get("route").asText()).isEqualTo("order-placed");
        assertThat(line.get("operation").asText()).isEqualTo("order");
        assertThat(line.get("executionName").asText()).startsWith("order-");
        assertThat(line.get("keyHash").asText()).hasSize(64);
        assertThat(line.get("tenant").asText()).isEqualTo("acme");
        assertThat(line.get("latencyMs").isIntegralNumber()).isTrue();
    }

    @Test
    void aRecordNoRouteMatches_isInvalid_withItsReason() throws Exception {
        test.dispatcher.dispatch(List.of(InboundRecord.standard("m-2", "{\"type\":\"nobody.cares\"}")));

        JsonNode line = recordLine();
        assertThat(line.get("door").asText()).isEqualTo("sqs");
        assertThat(line.get("messageId").asText()).isEqualTo("m-2");
        assertThat(line.get("outcome").asText()).isEqualTo("INVALID");
        assertThat(line.get("reason").asText()).startsWith("NO_ROUTE");
        assertThat(line.has("executionName")).isFalse();
    }

    private JsonNode recordLine() throws Exception {
        String line = test.lines.stream()
                .filter(l -> l.contains("\"record dispatched\""))
                .reduce((a, b) -> {
                    throw new AssertionError("more than one record line: " + a + " / " + b);
                })
                .orElseThrow(() -> new AssertionError("no record line in " + test.lines));
        return JsonMappers.plain().readTree(line);
    }
}
