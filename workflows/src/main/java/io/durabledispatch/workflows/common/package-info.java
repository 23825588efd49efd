/** Values and store semantics shared by the workflows: money, unique keys, conflicts. */
package io.durabledispatch.workflows.common;
