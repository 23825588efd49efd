/** A small Java runtime for the Lambda durable execution protocol: steps, waits, callbacks, replay. */
package io.durabledispatch.runtime;
