/**
 * Reads and validates the route document ({@link io.durabledispatch.routes.document.RouteDocuments}); every
 * error is one {@link io.durabledispatch.routes.document.RouteDocumentException} naming the route and the field.
 */
package io.durabledispatch.routes.document;
