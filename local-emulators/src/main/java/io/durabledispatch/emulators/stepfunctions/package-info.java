/**
 * A local Step Functions (STANDARD) emulator speaking AWS JSON 1.0: StartExecution with the service's name
 * table, DescribeExecution, ListExecutions, StopExecution and GetExecutionHistory, for state machines backed by Java
 * functions (each run as one Task state).
 */
package io.durabledispatch.emulators.stepfunctions;
