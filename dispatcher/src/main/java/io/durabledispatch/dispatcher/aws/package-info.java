/** The SQS door's own SQS adapters: the parking queue, visibility-based redelivery, queue URLs from ARNs. */
package io.durabledispatch.dispatcher.aws;
