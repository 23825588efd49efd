/**
 * The dispatcher's core: the batch service, its ports ({@link io.durabledispatch.dispatcher.core.WorkflowStarter},
 * {@link io.durabledispatch.dispatcher.core.ParkingQueue}), outcomes and telemetry. No AWS SDK imports.
 */
package io.durabledispatch.dispatcher.core;
