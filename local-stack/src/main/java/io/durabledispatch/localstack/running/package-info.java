/** What describes a running local stack to the other commands: one descriptor file per stack in a state directory. */
package io.durabledispatch.localstack.running;
