/** Environment settings and the route document loader; errors name the variable, the route and the field. */
package io.durabledispatch.dispatcher.config;
