package io.durabledispatch.routes.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.routes.KeySource;
import io.durabledispatch.routes.Normalizer;
import io.durabledispatch.routes.Route;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tenant and key values a door read from outside the body: header:<name> and path:<name> sources. */
class OutsideKeySourcesTest {
    private static final String ROUTE = "{\"name\":\"r1\",\"operation\":\"order\",\"match\":{\"/type\":\"x\"},"
            + "\"tenant\":\"path:tenant\",\"key\":[\"header:Idempotency-Key\",\"/k\"],"
            + "\"normalize\":{\"header:idempotency-KEY\":[\"trim\"],\"path:tenant\":[\"lower\"]},"
            + "\"input\":[\"/k\",\"path:tenant\"],"
            + "\"target\":{\"type\":\"lambda\",\"function\":\"fn\",\"qualifier\":\"live\"}}";

    private static Route load(String route) {
        return RouteDocuments.load("{\"version\":1,\"routes\":[" + route + "]}")
                .routes()
                .get(0);
    }

    @Test
    void load_readsHeaderAndPathSources_besideBodyPointers() {
        Route route = load(ROUTE);

        assertThat(route.tenant().source()).isEqualTo(KeySource.path("tenant"));
        assertThat(route.key())
                .extracting(field -> field.source().spelling())
                .containsExactly("header:idempotency-key", "/k");
        assertThat(route.key().get(1).source().outside()).isFalse();
    }

    @Test
    void load_matchesNormalizersToAHeader_inAnyCase() {
        Route route = load(ROUTE);

        assertThat(route.key().get(0).normalizers()).containsExactly(Normalizer.TRIM);
        assertThat(route.tenant().normalizers()).containsExactly(Normalizer.LOWER);
    }

    @Test
    void load_placesAProjectedOutsideValue_underItsKindInTheInput() {
        Route route = load(ROUTE);

        assertThat(route.input()).extracting(Object::toString).containsExactly("/k", "/path/tenant");
        assertThat(KeySource.header("X~Y").pointer()).hasToString("/header/x~0y");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "\"header:\"|route 'r1' (routes[0]): key[0]: header:<name> needs a header name of 1-128 token characters (e.g. header:Idempotency-Key), was 'header:'",
                "\"header:Idem Key\"|route 'r1' (routes[0]): key[0]: header:<name> needs a header name of 1-128 token characters (e.g. header:Idempotency-Key), was 'header:Idem Key'",
                "\"path:a/b\"|route 'r1' (routes[0]): key[0]: path:<name> needs a path parameter name of 1-128 characters of [A-Za-z0-9._-] (e.g. path:tenant), was 'path:a/b'",
                "\"query:id\"|route 'r1' (routes[0]): key[0] names an unknown source 'query:id': use a JSON pointer like /order_no, header:<name> or path:<name>",
                "\"order_no\"|route 'r1' (routes[0]): key[0] must be a JSON pointer like /order_no, was 'order_no'"
            })
    void load_refusesABadSource_sayingWhichFormsExist(String source, String message) {
        String route = ROUTE.replace("\"header:Idempotency-Key\"", source);

        assertThatThrownBy(() -> load(route))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage(message);
    }

    @Test
    void load_refusesAnOutsideInput_thatIsNoKey() {
        String route = ROUTE.replace("\"path:tenant\"]", "\"header:x-trace\"]");

        assertThatThrownBy(() -> load(route))
                .isInstanceOf(RouteDocumentException.class)
                .hasMessage("route 'r1' (routes[0]): input[1] header:x-trace is neither the tenant nor a key field (an "
                        + "outside value reaches the input only as one of those)");
    }

    @Test
    void load_refusesANormalizerForAnOutsideValueThatIsNoKey() {
        String route = ROUTE.replace("\"path:tenant\":[\"lower\"]", "\"path:region\":[\"lower\"]");

        assertThatThrownBy(() -> load(route))
                .hasMessage("route 'r1' (routes[0]): normalize.path:region is neither the tenant nor a key field");
    }
}
