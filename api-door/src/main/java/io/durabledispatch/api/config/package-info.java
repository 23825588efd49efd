/** The HTTP door's environment, read once per container through the one settings table. */
package io.durabledispatch.api.config;
