/**
 * Environment settings, read once through the shared table of variables
 * ({@link io.durabledispatch.settings.SettingsTable}); errors name the variable. The route document is read by the
 * routes module ({@link io.durabledispatch.routes.document.RouteDocuments}), whose errors name the route and the
 * field.
 */
package io.durabledispatch.dispatcher.config;
