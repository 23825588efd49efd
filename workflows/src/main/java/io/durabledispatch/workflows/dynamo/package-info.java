/**
 * The side-effect ports on DynamoDB (AWS SDK v2, low-level client): one table per port as declared in the
 * tables module, every side effect one conditional single-item write keyed by its business key. The only
 * package of the workflows that imports the AWS SDK; the flows and steps see the ports only. The table design
 * is in docs/reference/state.md.
 */
package io.durabledispatch.workflows.dynamo;
