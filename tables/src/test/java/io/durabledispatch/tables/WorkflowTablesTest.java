package io.durabledispatch.tables;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.tables.samples.SampleWorkflows;
import org.junit.jupiter.api.Test;

class WorkflowTablesTest {

    @Test
    void idsAndVariables_areUnique() {
        assertThat(WorkflowTables.ALL).extracting(TableSpec::id).doesNotHaveDuplicates();
        assertThat(WorkflowTables.ALL).extracting(TableSpec::variable).doesNotHaveDuplicates();
    }

    @Test
    void all_holdsEverySamplesTablesOnce_inTheSamplesOrder() {
        assertThat(WorkflowTables.ALL)
                .containsExactly(
                        WorkflowTables.ORDERS,
                        WorkflowTables.RESERVATIONS,
                        WorkflowTables.CHARGES,
                        WorkflowTables.POINTS,
                        WorkflowTables.CATALOG);
    }

    @Test
    void usedBy_listsOnlyTheFunctionsOwnTables() {
        assertThat(WorkflowTables.usedBy(WorkflowTables.ORDER_WORKFLOW))
                .containsExactly(WorkflowTables.ORDERS, WorkflowTables.RESERVATIONS, WorkflowTables.CHARGES);
        assertThat(WorkflowTables.usedBy(WorkflowTables.REWARD_REDEMPTION)).containsExactly(WorkflowTables.POINTS);
        assertThat(WorkflowTables.usedBy(SampleWorkflows.POINTS.functionName())).containsExactly(WorkflowTables.POINTS);
        assertThat(WorkflowTables.usedBy("dispatcher")).isEmpty();
    }
}
