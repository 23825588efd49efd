package io.durabledispatch.emulators.stepfunctions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;
import java.io.IOException;

/**
 * The one state every local state machine has: a Task that invokes the machine's Java body as a Lambda function
 * through the optimized integration ({@code arn:aws:states:::lambda:invoke}), with the state's input as
 * {@code Payload} and {@code OutputPath $.Payload}, so the body's answer is the state's and the execution's
 * output. No Retry and no Catch: a failed body fails the execution, as a failed task does without them. The
 * function's ARN names the state machine: locally the body runs in-process and has no function of its own.
 */
final class LocalTask {
    static final String STATE_NAME = "Invoke";
    static final String RESOURCE_TYPE = "lambda";
    static final String RESOURCE = "invoke";

    private LocalTask() {}

    /** {@code arn:aws:states:REGION:ACCOUNT:stateMachine:NAME} → {@code arn:aws:lambda:REGION:ACCOUNT:function:NAME}. */
    static String functionArn(String stateMachineArn) {
        String[] parts = stateMachineArn.split(":");
        return "arn:" + parts[1] + ":lambda:" + parts[3] + ":" + parts[4] + ":function:" + parts[6];
    }

    static String region(String stateMachineArn) {
        return stateMachineArn.split(":")[3];
    }

    /** Entering the state: its input is the execution's, sent on as the invocation's payload. */
    static SfnEventDetails[] entered(SfnExecution execution) {
        return new SfnEventDetails[] {
            new SfnEventDetails.TaskStateEntered(STATE_NAME, execution.input()),
            new SfnEventDetails.TaskScheduled(
                    region(execution.stateMachineArn()), functionArn(execution.stateMachineArn()), execution.input()),
            new SfnEventDetails.TaskStarted()
        };
    }

    /** The body answered: the task succeeds, the state exits with the answer, the execution succeeds with it. */
    static SfnEventDetails[] succeeded(String output) {
        return new SfnEventDetails[] {
            new SfnEventDetails.TaskSucceeded(output),
            new SfnEventDetails.TaskStateExited(STATE_NAME, output),
            new SfnEventDetails.ExecutionSucceeded(output)
        };
    }

    /** The body threw: with no Catch the state does not exit; the execution fails with the task's error. */
    static SfnEventDetails[] failed(String error, String cause) {
        return new SfnEventDetails[] {
            new SfnEventDetails.TaskFailed(error, cause), new SfnEventDetails.ExecutionFailed(error, cause)
        };
    }

    /** The definition DescribeStateMachine reports: the state the history's events are about. */
    static String definition(String stateMachineArn) {
        ObjectNode definition = Json.MAPPER.createObjectNode();
        definition.put("StartAt", STATE_NAME);
        ObjectNode task = definition.putObject("States").putObject(STATE_NAME);
        task.put("Type", "Task");
        task.put("Resource", "arn:aws:states:::lambda:invoke");
        ObjectNode parameters = task.putObject("Parameters");
        parameters.put("FunctionName", functionArn(stateMachineArn));
        parameters.put("Payload.$", "$");
        task.put("OutputPath", "$.Payload");
        task.put("End", true);
        return definition.toString();
    }

    /** TaskScheduled's {@code parameters}: the function and, with execution data, the payload sent. */
    static String parameters(SfnEventDetails.TaskScheduled scheduled, boolean includeData) {
        ObjectNode parameters = Json.MAPPER.createObjectNode();
        parameters.put("FunctionName", scheduled.functionArn());
        if (includeData) {
            parameters.set("Payload", json(scheduled.payload()));
        }
        return parameters.toString();
    }

    /** TaskSucceeded's {@code output}: Lambda's Invoke result, whose {@code Payload} the OutputPath selects. */
    static String invocationResult(String payload) {
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.put("ExecutedVersion", "$LATEST");
        result.set("Payload", json(payload));
        result.put("StatusCode", 200);
        return result.toString();
    }

    /** A body's answer that is not JSON travels as a JSON string, as Lambda would have to encode it. */
    private static JsonNode json(String text) {
        if (text == null) return Json.MAPPER.nullNode();
        try {
            JsonNode parsed = Json.MAPPER.readTree(text);
            if (parsed != null && !parsed.isMissingNode()) return parsed;
        } catch (IOException notJson) {
            // falls through to the string
        }
        return Json.MAPPER.getNodeFactory().textNode(text);
    }
}
