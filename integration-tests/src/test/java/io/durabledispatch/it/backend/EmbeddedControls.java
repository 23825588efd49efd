package io.durabledispatch.it.backend;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.emulators.esm.EventSourceMapping;
import io.durabledispatch.emulators.http.FaultInjection;
import io.durabledispatch.emulators.quota.ApiQuotas;
import io.durabledispatch.workflows.order.OrderItem;
import io.durabledispatch.workflows.order.ShipmentRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.sqs.model.Message;

/**
 * What only the embedded stack lets a test do: inject faults into the engines, stop and restart the stack, and see
 * what the workflows did through the stack's public faces: the carrier's queue (the test plays the carrier) and the
 * template's tables on dynalite.
 */
public final class EmbeddedControls {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final EmbeddedBackend backend;

    EmbeddedControls(EmbeddedBackend backend) {
        this.backend = backend;
    }

    public FaultInjection lambdaFaults() {
        return backend.system().app().lambda().faults();
    }

    public FaultInjection stepFunctionsFaults() {
        return backend.system().app().stepFunctions().faults();
    }

    /** The Lambda emulator's quotas: how many calls of each limited API it let through and refused. */
    public ApiQuotas lambdaQuotas() {
        return backend.system().app().lambda().quotas();
    }

    /** Stops the whole stack and boots it again from its data directory (ports and URLs change). */
    public void restart() {
        backend.restart();
    }

    /**
     * The carrier's inbox, read as a carrier integration reads it (SQS): the shipment requests on the carrier's
     * queue, each with its durable callback id, deleted once taken.
     */
    public List<ShipmentRequest> takeShipmentRequests() {
        String queue = backend.system().queues().shipments();
        List<ShipmentRequest> taken = new ArrayList<>();
        try (var sqs = backend.system().clients().sqs()) {
            for (Message message : sqs.receiveMessage(b -> b.queueUrl(queue).maxNumberOfMessages(10))
                    .messages()) {
                taken.add(request(message.body()));
                sqs.deleteMessage(b -> b.queueUrl(queue).receiptHandle(message.receiptHandle()));
            }
        }
        return taken;
    }

    /** Reservations still holding stock (a compensated order has released its own), read from the table. */
    public int stockHeld() {
        String table = backend.system().outputs().get("ReservationsTableName");
        try (var dynamo = DynaliteTables.client(
                backend.system().dynamoDb().orElseThrow(),
                backend.system().settings().region())) {
            return (int) dynamo.scan(b -> b.tableName(table).consistentRead(true)).items().stream()
                    .filter(item -> !item.containsKey("released"))
                    .count();
        }
    }

    /** Records the event source mappings handed to the dispatcher, redeliveries included. */
    public long deliveredRecords() {
        return backend.system().app().mappings().stream()
                .map(EventSourceMapping::stats)
                .mapToLong(stats -> stats.records())
                .sum();
    }

    private static ShipmentRequest request(String body) {
        try {
            JsonNode json = JSON.readTree(body);
            List<OrderItem> items = new ArrayList<>();
            for (JsonNode item : json.path("items")) items.add(JSON.treeToValue(item, OrderItem.class));
            return new ShipmentRequest(
                    json.path("shipment_id").asText(),
                    json.path("callback_id").asText(),
                    json.path("tenant_id").asText(),
                    json.path("order_no").asText(),
                    items);
        } catch (IOException e) {
            throw new UncheckedIOException("not a shipment request: " + body, e);
        }
    }
}
