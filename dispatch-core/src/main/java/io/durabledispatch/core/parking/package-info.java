/**
 * The parking port every door shares: a request that can never start (INVALID, or CONFLICT under the route's park
 * policy) is kept with its reason instead of being retried forever. {@link
 * io.durabledispatch.core.parking.ParkingQueue} is the port, {@link io.durabledispatch.core.parking.ParkedMessage}
 * what it stores and {@link io.durabledispatch.core.parking.ParkingAttributes} the names of the reasons. No AWS SDK.
 */
package io.durabledispatch.core.parking;
