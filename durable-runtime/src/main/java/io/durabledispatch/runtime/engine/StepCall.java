package io.durabledispatch.runtime.engine;

import io.durabledispatch.runtime.StepFunction;
import io.durabledispatch.runtime.StepOptions;
import io.durabledispatch.runtime.StepSemantics;
import software.amazon.awssdk.services.lambda.model.OperationAction;
import software.amazon.awssdk.services.lambda.model.OperationType;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;

/** One step invocation as the workflow asked for it. */
record StepCall<T>(String id, String name, Class<T> resultType, StepFunction<T> body, StepOptions options) {
    static final String SUB_TYPE = "Step";

    boolean atMostOnce() {
        return options.semantics() == StepSemantics.AT_MOST_ONCE_PER_RETRY;
    }

    /** Every update repeats the same identity (id, name, type, subtype), as the service checks. */
    OperationUpdate.Builder update(OperationAction action) {
        return OperationUpdate.builder()
                .id(id)
                .name(name)
                .type(OperationType.STEP)
                .subType(SUB_TYPE)
                .action(action);
    }
}
