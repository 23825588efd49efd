/**
 * The dispatcher's settings, defined once in {@link io.durabledispatch.settings.SettingsTable}: the dispatcher reads
 * its environment through the table, the CDK construct checks its props and writes the dispatcher's environment
 * through it, the local stack builds the dispatcher's environment with it, and docs/reference/environment.md lists
 * it (a test keeps the page in step).
 *
 * <p>A module of its own, not part of {@code routes}, because the construct cannot use the dispatcher's classes (it
 * only carries the dispatcher's jar) and the route document module is about routes, not about the function's
 * environment.
 */
package io.durabledispatch.settings;
