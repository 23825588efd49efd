package io.durabledispatch.workflows.carrier;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.workflows.order.ShipmentRequest;
import io.durabledispatch.workflows.order.Shipping;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The carrier's port in a Lambda container: each shipment request, with the callback id the carrier confirms,
 * becomes one message on the queue the CDK app creates for it ({@link CarrierSettings}). A step that runs again
 * after a crash sends the request again; the carrier finds its callback already completed and drops the copy.
 */
public final class SqsShipping implements Shipping {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SqsClient sqs;
    private final String queueUrl;

    public SqsShipping(SqsClient sqs, String queueUrl) {
        this.sqs = sqs;
        this.queueUrl = queueUrl;
    }

    @Override
    public ShipmentRequest requestShipment(ShipmentRequest request) {
        sqs.sendMessage(b -> b.queueUrl(queueUrl).messageBody(ShipmentMessage.body(request, JSON)));
        return request;
    }
}
