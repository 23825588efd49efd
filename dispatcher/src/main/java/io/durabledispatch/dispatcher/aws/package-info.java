/** AWS SDK adapters of the core's ports (Lambda durable, Step Functions, SQS) and client construction. */
package io.durabledispatch.dispatcher.aws;
