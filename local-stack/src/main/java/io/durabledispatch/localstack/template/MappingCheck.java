package io.durabledispatch.localstack.template;

import io.durabledispatch.emulators.sqs.QueueSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks each mapping against what it connects, as Lambda does when the mapping is created: the queue and the
 * function exist, and the function's timeout does not exceed the queue's visibility timeout (Lambda refuses such
 * a mapping: a batch could reappear while still being processed).
 */
final class MappingCheck {
    private final Path file;
    private final List<QueueSpec> queues;
    private final Map<String, FunctionSpec> functions;
    private final List<String> notes;

    MappingCheck(Path file, List<QueueSpec> queues, Map<String, FunctionSpec> functions, List<String> notes) {
        this.file = file;
        this.queues = queues;
        this.functions = functions;
        this.notes = notes;
    }

    List<MappingSpec> check(List<MappingSpec> mappings) {
        List<MappingSpec> runnable = new ArrayList<>();
        for (MappingSpec mapping : mappings) {
            QueueSpec queue = queues.stream()
                    .filter(q -> q.name().equals(mapping.queue()))
                    .findFirst()
                    .orElseThrow(() -> new TemplateException(
                            file, mapping.logicalId(), "its queue " + mapping.queue() + " is not in the template"));
            Optional<FunctionSpec> function = Optional.ofNullable(functions.get(mapping.function()));
            if (function.isEmpty()) {
                notes.add("event source mapping " + mapping.logicalId() + ": function " + mapping.function()
                        + " is not hosted locally; not started");
                continue;
            }
            requireVisibility(mapping, queue, function.get());
            runnable.add(mapping);
        }
        return runnable;
    }

    private void requireVisibility(MappingSpec mapping, QueueSpec queue, FunctionSpec function) {
        if (function.timeout().compareTo(queue.visibilityTimeout()) > 0) {
            throw new TemplateException(
                    file,
                    mapping.logicalId(),
                    "queue visibility timeout " + queue.visibilityTimeout().toSeconds()
                            + " s is less than function timeout "
                            + function.timeout().toSeconds()
                            + " s (Lambda refuses this mapping)");
        }
    }
}
