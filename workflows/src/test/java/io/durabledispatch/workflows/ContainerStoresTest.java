package io.durabledispatch.workflows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.workflows.carrier.SqsShipping;
import io.durabledispatch.workflows.catalog.InMemoryProductCatalog;
import io.durabledispatch.workflows.dynamo.DynamoInventory;
import io.durabledispatch.workflows.dynamo.DynamoOrderBook;
import io.durabledispatch.workflows.dynamo.DynamoPayments;
import io.durabledispatch.workflows.dynamo.DynamoPointsLedger;
import io.durabledispatch.workflows.order.InMemoryShipping;
import io.durabledispatch.workflows.points.InMemoryPointsLedger;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ContainerStoresTest {
    private static final Map<String, String> ENV = Map.of(
            "AWS_REGION", "eu-west-1",
            "ORDERS_TABLE", "orders",
            "RESERVATIONS_TABLE", "reservations",
            "CHARGES_TABLE", "charges",
            "POINTS_TABLE", "points");

    @Test
    void orderWorkflow_writesItsTablesOnDynamoDb_andKeepsTheExternalSystemsInMemory() {
        SideEffects stores = ContainerStores.build("order-workflow", ENV::get);

        assertThat(stores.orders()).isInstanceOf(DynamoOrderBook.class);
        assertThat(stores.inventory()).isInstanceOf(DynamoInventory.class);
        assertThat(stores.payments()).isInstanceOf(DynamoPayments.class);
        assertThat(stores.shipping()).isInstanceOf(InMemoryShipping.class);
        assertThat(stores.points()).isInstanceOf(InMemoryPointsLedger.class);
    }

    @Test
    void orderWorkflow_sendsShipmentRequestsToTheCarriersQueue_whenItsEnvironmentNamesOne() {
        Map<String, String> env = new HashMap<>(ENV);
        env.put("SHIPMENT_QUEUE_URL", "http://127.0.0.1:9324/000000000000/shipments");
        env.put("AWS_ENDPOINT_URL_SQS", "http://127.0.0.1:9324");

        assertThat(ContainerStores.build("order-workflow", env::get).shipping()).isInstanceOf(SqsShipping.class);
    }

    @Test
    void theSamplePaymentsDeclineCustomersByTheirIdsPrefix_only() {
        assertThat(ContainerStores.declined("declined-C-1")).isTrue();
        assertThat(ContainerStores.declined("C-1")).isFalse();
        assertThat(ContainerStores.declined(null)).isFalse();
    }

    @Test
    void rewardRedemption_usesOnlyThePointsTable() {
        SideEffects stores = ContainerStores.build(
                "reward-redemption", Map.of("POINTS_TABLE", "points", "AWS_REGION", "eu-west-1")::get);

        assertThat(stores.points()).isInstanceOf(DynamoPointsLedger.class);
        assertThat(stores.catalog()).isInstanceOf(InMemoryProductCatalog.class);
    }

    @Test
    void aMissingTableVariable_failsTheContainerAtStart_namingIt() {
        assertThatThrownBy(() -> ContainerStores.build("catalog-workflow", ENV::get))
                .hasMessageContaining("CATALOG_TABLE is not set");
    }
}
