/** The stream door's settings, read from the environment through the shared settings table. */
package io.durabledispatch.streams.config;
