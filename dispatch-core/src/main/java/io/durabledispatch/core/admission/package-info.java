/**
 * The admission API every door calls: {@link io.durabledispatch.core.admission.AdmissionRequest} (body, outside
 * key values, generation) in, one {@link io.durabledispatch.core.admission.AdmissionOutcome} out. Plain Java, no
 * AWS SDK and no transport concepts (no queues, messages, headers or status codes).
 */
package io.durabledispatch.core.admission;
