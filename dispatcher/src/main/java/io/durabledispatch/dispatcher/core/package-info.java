/**
 * The SQS door's batch service over the admission core ({@link io.durabledispatch.core.admission.Admission}):
 * FIFO lanes, the deadline, parking of CONFLICT and INVALID records, redelivery of RETRYABLE ones, outcomes and
 * telemetry; its ports are {@link io.durabledispatch.core.parking.ParkingQueue} (shared by every door) and
 * {@link io.durabledispatch.dispatcher.core.Redelivery}. No AWS SDK imports.
 */
package io.durabledispatch.dispatcher.core;
