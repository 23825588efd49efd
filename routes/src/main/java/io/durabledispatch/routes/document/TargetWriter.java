package io.durabledispatch.routes.document;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.Target;

/** Writes a target as the route document spells it: the inverse of {@link TargetReader}. */
final class TargetWriter {
    private TargetWriter() {}

    static ObjectNode write(Target target) {
        return target.fold(
                function -> typed(TargetReader.LAMBDA)
                        .put("function", function.function())
                        .put("qualifier", function.qualifier()),
                machine -> typed(TargetReader.STEP_FUNCTIONS).put("stateMachineArn", machine.stateMachineArn()));
    }

    private static ObjectNode typed(String type) {
        return JsonNodeFactory.instance.objectNode().put("type", type);
    }
}
