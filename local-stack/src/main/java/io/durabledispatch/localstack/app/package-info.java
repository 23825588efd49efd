/**
 * The local stack started from a user's own app ({@code up --app}, {@code --template}, {@code --function}):
 * the topology a template reader produced, checked as a whole before anything starts, then ElasticMQ with its
 * queues, the emulators hosting its functions and state machines, and its event source mappings.
 */
package io.durabledispatch.localstack.app;
