/**
 * SnapStart priming: work moved before the snapshot so that a restored dispatcher starts warm. Lambda's
 * runtime calls the {@code org.crac} hooks; elsewhere (local stack, tests) registering them does nothing.
 */
package io.durabledispatch.dispatcher.snapstart;
