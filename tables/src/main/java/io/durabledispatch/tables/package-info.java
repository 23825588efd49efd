/**
 * The workflows' DynamoDB table definitions, shared by the workflows' adapters, the local stack (which creates
 * them on dynalite) and the CDK app (which creates them in AWS and grants them to the functions listed).
 */
package io.durabledispatch.tables;
