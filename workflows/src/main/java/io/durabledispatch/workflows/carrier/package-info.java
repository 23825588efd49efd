/** The carrier's port in a Lambda container: shipment requests on an SQS queue. */
package io.durabledispatch.workflows.carrier;
