/**
 * The workflows' stores on the local stack: dynalite with the DynamoDB adapters (the default when Node.js is
 * there), or the in-memory stores ({@code --store memory}).
 */
package io.durabledispatch.localstack.store;
