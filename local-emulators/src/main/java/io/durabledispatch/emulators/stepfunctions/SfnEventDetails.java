package io.durabledispatch.emulators.stepfunctions;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.emulators.http.Json;

/**
 * What happened, per event type the emulator records: the execution's start and close, and the events of its one
 * Task state ({@link LocalTask}). Each kind writes its own details object (Step Functions API Reference,
 * "HistoryEvent"); without execution data, inputs and outputs are left out. The record names tag the kinds in a
 * data directory's files.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(SfnEventDetails.ExecutionStarted.class),
    @JsonSubTypes.Type(SfnEventDetails.TaskStateEntered.class),
    @JsonSubTypes.Type(SfnEventDetails.TaskScheduled.class),
    @JsonSubTypes.Type(SfnEventDetails.TaskStarted.class),
    @JsonSubTypes.Type(SfnEventDetails.TaskSucceeded.class),
    @JsonSubTypes.Type(SfnEventDetails.TaskFailed.class),
    @JsonSubTypes.Type(SfnEventDetails.TaskStateExited.class),
    @JsonSubTypes.Type(SfnEventDetails.ExecutionSucceeded.class),
    @JsonSubTypes.Type(SfnEventDetails.ExecutionFailed.class),
    @JsonSubTypes.Type(SfnEventDetails.ExecutionAborted.class)
})
public sealed interface SfnEventDetails {
    /** The HistoryEvent {@code type}, e.g. {@code TaskStateEntered}. */
    String eventType();

    /** The HistoryEvent member holding the details, e.g. {@code stateEnteredEventDetails}. */
    String detailsMember();

    ObjectNode details(boolean includeData);

    /** @param versionArn, aliasArn as DescribeExecution reports them; null when not started through one */
    record ExecutionStarted(String input, String roleArn, String versionArn, String aliasArn)
            implements SfnEventDetails {
        @Override
        public String eventType() {
            return "ExecutionStarted";
        }

        @Override
        public String detailsMember() {
            return "executionStartedEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            ObjectNode node = EventJson.data("input", input, includeData);
            node.put("roleArn", roleArn);
            EventJson.putIfPresent(node, "stateMachineVersionArn", versionArn);
            EventJson.putIfPresent(node, "stateMachineAliasArn", aliasArn);
            return node;
        }
    }

    record TaskStateEntered(String name, String input) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "TaskStateEntered";
        }

        @Override
        public String detailsMember() {
            return "stateEnteredEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.data("input", input, includeData).put("name", name);
        }
    }

    /** @param payload the task's input, sent as the invocation's {@code Payload} */
    record TaskScheduled(String region, String functionArn, String payload) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "TaskScheduled";
        }

        @Override
        public String detailsMember() {
            return "taskScheduledEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.task().put("region", region).put("parameters", LocalTask.parameters(this, includeData));
        }
    }

    record TaskStarted() implements SfnEventDetails {
        @Override
        public String eventType() {
            return "TaskStarted";
        }

        @Override
        public String detailsMember() {
            return "taskStartedEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.task();
        }
    }

    /** @param payload the function's response, the {@code Payload} of the invocation's result */
    record TaskSucceeded(String payload) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "TaskSucceeded";
        }

        @Override
        public String detailsMember() {
            return "taskSucceededEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            ObjectNode node = EventJson.task();
            if (includeData) {
                node.put("output", LocalTask.invocationResult(payload));
                node.putObject("outputDetails").put("truncated", false);
            }
            return node;
        }
    }

    record TaskFailed(String error, String cause) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "TaskFailed";
        }

        @Override
        public String detailsMember() {
            return "taskFailedEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.error(EventJson.task(), error, cause);
        }
    }

    record TaskStateExited(String name, String output) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "TaskStateExited";
        }

        @Override
        public String detailsMember() {
            return "stateExitedEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.data("output", output, includeData).put("name", name);
        }
    }

    record ExecutionSucceeded(String output) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "ExecutionSucceeded";
        }

        @Override
        public String detailsMember() {
            return "executionSucceededEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.data("output", output, includeData);
        }
    }

    record ExecutionFailed(String error, String cause) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "ExecutionFailed";
        }

        @Override
        public String detailsMember() {
            return "executionFailedEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.error(Json.MAPPER.createObjectNode(), error, cause);
        }
    }

    record ExecutionAborted(String error, String cause) implements SfnEventDetails {
        @Override
        public String eventType() {
            return "ExecutionAborted";
        }

        @Override
        public String detailsMember() {
            return "executionAbortedEventDetails";
        }

        @Override
        public ObjectNode details(boolean includeData) {
            return EventJson.error(Json.MAPPER.createObjectNode(), error, cause);
        }
    }
}
