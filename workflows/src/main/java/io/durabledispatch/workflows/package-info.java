/**
 * The business workflows written on durable-runtime. {@link io.durabledispatch.workflows.WorkflowCatalog} hosts them
 * in-process by deployed name; {@link io.durabledispatch.workflows.SideEffects} is where the stores plug in. One
 * subpackage per workflow: a durable entry ({@code *Workflow}), its orchestration ({@code *Flow}), its steps port
 * ({@code *Steps}) and the side-effect ports with their {@code InMemory*} stores.
 */
package io.durabledispatch.workflows;
