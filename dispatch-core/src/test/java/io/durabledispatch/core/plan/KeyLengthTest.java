package io.durabledispatch.core.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.routes.KeyLimits;
import io.durabledispatch.routes.document.RouteDocuments;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A route's maxKeyBytes: UTF-8 bytes of each normalised tenant and key value, checked before a name is made. */
class KeyLengthTest {
    private static final Planner DEFAULT = DefaultRoutes.PLANNER;
    /** Eight bytes per value; the order number is trimmed and NFC-normalised first. */
    private static final Planner EIGHT = new Planner(RouteDocuments.load("{\"routes\":[{\"name\":\"short-keys\","
            + "\"operation\":\"order\",\"match\":{\"/type\":\"order.placed\"},\"tenant\":\"/tenant_id\","
            + "\"key\":[\"/order_no\"],\"normalize\":{\"/order_no\":[\"trim\",\"nfc\"]},\"input\":[\"/order_no\"],"
            + "\"maxKeyBytes\":8,\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}]}"));

    private static String order(String tenant, String orderNo) {
        return "{\"type\":\"order.placed\",\"tenant_id\":" + tenant + ",\"order_no\":" + orderNo + "}";
    }

    private static String text(String value) {
        return "\"" + value + "\"";
    }

    @Test
    void aTenKilobyteOrderNumber_isParkedBeforeAnythingStarts_namingRouteAndField() {
        PlanResult result = DEFAULT.plan(order(text("acme"), text("A".repeat(10 * 1024))));

        assertThat(result)
                .isEqualTo(new Rejection(
                        Reason.KEY_TOO_LONG,
                        "key field /order_no is 10240 bytes (UTF-8, normalised), over route order-placed's "
                                + "maxKeyBytes of 1024",
                        Optional.of("order-placed")));
    }

    @Test
    void theDefaultLimit_acceptsAKeyOfExactly1024Bytes_andParksOneByteMore() {
        String atLimit = "A".repeat(KeyLimits.DEFAULT_MAX_KEY_BYTES);

        assertThat(DEFAULT.plan(order(text("acme"), text(atLimit)))).isInstanceOf(Plan.class);
        assertThat(DEFAULT.plan(order(text("acme"), text(atLimit + "B"))))
                .extracting(result -> ((Rejection) result).reason())
                .isEqualTo(Reason.KEY_TOO_LONG);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "eight ASCII characters, ABCDEFGH",
        "four two-byte characters, ÄÄÄÄ",
        "two four-byte emoji, 😀😀",
        "padding the route trims off, '   ABCDEFGH   '",
        "twelve bytes that NFC makes eight, e\u0301e\u0301e\u0301e\u0301"
    })
    void aValueOfExactlyTheLimit_inUtf8BytesAsNormalised_isAccepted(String what, String orderNo) {
        PlanResult result = EIGHT.plan(order(text("acme"), text(orderNo)));

        assertThat(result).isInstanceOf(Plan.class);
        assertThat(Plan.class.cast(result).keyValues())
                .singleElement()
                .satisfies(
                        key -> assertThat(key.getBytes(StandardCharsets.UTF_8)).hasSize(8));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "four characters, nine bytes|{\"tenant_id\":\"acme\",\"order_no\":\"ÄÄÄÄA\"}|/order_no is 9 bytes",
                "a long tenant|{\"tenant_id\":\"acme-corp\",\"order_no\":\"A\"}|/tenant_id is 9 bytes",
                "a number in its canonical spelling|{\"tenant_id\":\"acme\",\"order_no\":1.23456789E8}"
                        + "|/order_no is 9 bytes"
            })
    void aValueOverTheLimit_isKeyTooLong_forTheTenantAndNumbersToo(String what, String fields, String detail) {
        String body = fields.replace("{", "{\"type\":\"order.placed\",");

        PlanResult result = EIGHT.plan(body);

        assertThat(result).isInstanceOf(Rejection.class);
        Rejection rejection = (Rejection) result;
        assertThat(rejection.reason()).isEqualTo(Reason.KEY_TOO_LONG);
        assertThat(rejection.route()).contains("short-keys");
        assertThat(rejection.detail()).startsWith("key field " + detail).endsWith("short-keys's maxKeyBytes of 8");
    }

    @Test
    void theLargestLimit_isTheCanonicalInputLimit_theMostAWorkflowCanReceive() {
        assertThat(KeyLimits.MAX_MAX_KEY_BYTES).isEqualTo(Planner.MAX_INPUT_BYTES);
    }
}
