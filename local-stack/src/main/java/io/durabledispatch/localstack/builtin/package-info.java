/**
 * The built-in stack: the project's own CDK app as synthesized (checked in), run through the same path as
 * {@code up --app}, with the local carrier. What {@code up} and {@code demo} run without an app.
 */
package io.durabledispatch.localstack.builtin;
