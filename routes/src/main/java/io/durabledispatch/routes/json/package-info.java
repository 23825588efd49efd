/**
 * The project's JSON mappers, one configuration per strictness level
 * ({@link io.durabledispatch.routes.json.JsonMappers}), and the strict reader that the route document and the
 * dispatcher share ({@link io.durabledispatch.routes.json.StrictJson}). They live in the lowest module that the
 * dispatcher, the CDK construct and the local tools all depend on.
 */
package io.durabledispatch.routes.json;
