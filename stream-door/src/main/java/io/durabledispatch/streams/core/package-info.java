/**
 * The stream door's batch service over the admission core: plans, key lanes, parking of poison records and the
 * answer (the first sequence number per shard that Lambda must retry from). No AWS SDK or event type imports.
 */
package io.durabledispatch.streams.core;
