package io.durabledispatch.workflows.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.tables.WorkflowTables;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StoreSettingsTest {

    @Test
    void fromEnvironment_readsTheTablesTheFunctionUses_andTheDynamoDbEndpoint() {
        var env = Map.of(
                "ORDERS_TABLE", "Stack-Orders-1A2B",
                "RESERVATIONS_TABLE", "reservations",
                "CHARGES_TABLE", "charges",
                "AWS_ENDPOINT_URL", "http://127.0.0.1:1",
                "AWS_ENDPOINT_URL_DYNAMODB", "http://127.0.0.1:8000");

        var settings = StoreSettings.fromEnvironment(env::get, WorkflowTables.usedBy("order-workflow"));

        assertThat(settings.table(WorkflowTables.ORDERS)).isEqualTo("Stack-Orders-1A2B");
        assertThat(settings.endpoint()).contains(URI.create("http://127.0.0.1:8000"));
        assertThatThrownBy(() -> settings.table(WorkflowTables.POINTS)).hasMessageContaining("POINTS_TABLE");
    }

    @Test
    void fromEnvironment_fallsBackToAwsEndpointUrl_andElseToTheRegionalEndpoint() {
        var shared = StoreSettings.fromEnvironment(
                Map.of("POINTS_TABLE", "points", "AWS_ENDPOINT_URL", "http://127.0.0.1:9")::get,
                List.of(WorkflowTables.POINTS));
        var regional =
                StoreSettings.fromEnvironment(Map.of("POINTS_TABLE", "points")::get, List.of(WorkflowTables.POINTS));

        assertThat(shared.endpoint()).contains(URI.create("http://127.0.0.1:9"));
        assertThat(regional.endpoint()).isEmpty();
    }

    @Test
    void fromEnvironment_namesTheVariable_whenATableIsMissingOrInvalid() {
        assertThatThrownBy(() ->
                        StoreSettings.fromEnvironment(Map.<String, String>of()::get, List.of(WorkflowTables.POINTS)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("POINTS_TABLE is not set: it names the DynamoDB table 'points'");
        assertThatThrownBy(() -> StoreSettings.fromEnvironment(
                        Map.of("POINTS_TABLE", "no spaces")::get, List.of(WorkflowTables.POINTS)))
                .hasMessageStartingWith("POINTS_TABLE='no spaces' is not a DynamoDB table name");
    }

    @Test
    void fromEnvironment_namesTheVariable_whenTheEndpointIsNotAUrl() {
        assertThatThrownBy(() -> StoreSettings.fromEnvironment(
                        Map.of("POINTS_TABLE", "points", "AWS_ENDPOINT_URL_DYNAMODB", "localhost")::get,
                        List.of(WorkflowTables.POINTS)))
                .hasMessageStartingWith("AWS_ENDPOINT_URL_DYNAMODB='localhost' is not a URL");
    }
}
