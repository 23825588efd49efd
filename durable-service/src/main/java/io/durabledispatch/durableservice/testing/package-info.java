/** A test harness for durable workflows: the in-process service, a manual clock and fault injection. */
package io.durabledispatch.durableservice.testing;
