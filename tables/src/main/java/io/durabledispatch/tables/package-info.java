/**
 * The workflows' DynamoDB table definitions, shared by the workflows' adapters, the local stack (which creates
 * them on dynalite) and the CDK app (which creates them in AWS and grants each to the samples that list it, see
 * {@link io.durabledispatch.tables.samples}).
 */
package io.durabledispatch.tables;
