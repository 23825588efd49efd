/**
 * A local Step Functions (STANDARD) emulator speaking AWS JSON 1.0: StartExecution with the service's name
 * table, DescribeExecution, ListExecutions and StopExecution, for state machines backed by Java functions.
 */
package io.durabledispatch.local.stepfunctions;
