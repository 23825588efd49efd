/**
 * The AWS engines on one machine, each speaking its service's own HTTP protocol on 127.0.0.1, so that the AWS SDK
 * clients of a team's code and tests talk to them unchanged: SQS (embedded ElasticMQ) with its event source
 * mapping, Lambda (durable functions included), Step Functions and an EventBridge bus. This module is the bottom of the local
 * toolkit: it knows nothing of templates, the dispatcher, the console or the CLI.
 */
package io.durabledispatch.emulators;
