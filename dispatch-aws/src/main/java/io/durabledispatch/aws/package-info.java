/**
 * AWS SDK adapters of the admission core's starter ports (Lambda durable, Step Functions), the look-up of an
 * execution that already holds a name, the EXPRESS refusal, and the SDK clients every door builds on.
 */
package io.durabledispatch.aws;
