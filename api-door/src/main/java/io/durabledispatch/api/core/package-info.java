/**
 * The HTTP door's policy, plain Java without the AWS SDK or Lambda's event types: which route a call is for, what
 * it hands the admission core, and which status, headers and problem document each outcome answers with.
 */
package io.durabledispatch.api.core;
