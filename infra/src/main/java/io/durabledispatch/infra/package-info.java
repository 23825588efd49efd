/** The CDK app that deploys durable-dispatch to AWS. */
package io.durabledispatch.infra;
