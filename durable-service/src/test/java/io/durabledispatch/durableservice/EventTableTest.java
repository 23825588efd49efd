package io.durabledispatch.durableservice;

import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every row of {@link EventTable}, produced through the service's own entry points (a checkpoint, a callback call,
 * the host's report, time passing, a stop), records its event about its operation with the documented details.
 * The switch has no default: a new row does not compile without its scenario.
 */
class EventTableTest {

    @ParameterizedTest
    @EnumSource(EventTable.class)
    void eachRow_recordsItsEvent_withItsDetails(EventTable row) {
        scenario(row).accept(new HistoryRig());
    }

    private static Consumer<HistoryRig> scenario(EventTable row) {
        return switch (row) {
            case EXECUTION_STARTED -> ExecutionContextRows::executionStarted;
            case EXECUTION_SUCCEED -> ExecutionContextRows::executionSucceed;
            case EXECUTION_FAIL -> ExecutionContextRows::executionFail;
            case EXECUTION_SUCCEEDED -> ExecutionContextRows::executionSucceeded;
            case EXECUTION_FAILED -> ExecutionContextRows::executionFailed;
            case EXECUTION_TIMED_OUT -> ExecutionContextRows::executionTimedOut;
            case EXECUTION_STOPPED -> ExecutionContextRows::executionStopped;
            case CONTEXT_START -> ExecutionContextRows::contextStart;
            case CONTEXT_SUCCEED -> ExecutionContextRows::contextSucceed;
            case CONTEXT_FAIL -> ExecutionContextRows::contextFail;
            case STEP_START -> StepRows::start;
            case STEP_SUCCEED -> StepRows::succeed;
            case STEP_FAIL -> StepRows::fail;
            case STEP_RETRY_FAILED -> StepRows::retryFailed;
            case STEP_RETRY_SUCCEEDED -> StepRows::retrySucceeded;
            case WAIT_START -> WaitCallbackRows::waitStart;
            case WAIT_CANCEL -> WaitCallbackRows::waitCancel;
            case WAIT_SUCCEEDED -> WaitCallbackRows::waitSucceeded;
            case CALLBACK_START -> WaitCallbackRows::callbackStart;
            case CALLBACK_SUCCEEDED -> WaitCallbackRows::callbackSucceeded;
            case CALLBACK_FAILED -> WaitCallbackRows::callbackFailed;
            case CALLBACK_TIMED_OUT -> WaitCallbackRows::callbackTimedOut;
            case CHAINED_INVOKE_START -> ChainedInvokeRows::start;
            case CHAINED_INVOKE_STARTED -> ChainedInvokeRows::started;
            case CHAINED_INVOKE_SUCCEEDED -> ChainedInvokeRows::succeeded;
            case CHAINED_INVOKE_FAILED -> ChainedInvokeRows::failed;
            case CHAINED_INVOKE_TIMED_OUT -> ChainedInvokeRows::timedOut;
            case CHAINED_INVOKE_STOPPED -> ChainedInvokeRows::stopped;
        };
    }
}
