package io.durabledispatch.localstack.running;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.durabledispatch.routes.json.JsonMappers;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.StreamSupport;

/**
 * A descriptor as JSON: written by hand as a tree, so the file's member names are a format of their own (other
 * tools read them), not the records' field names. An absent value is an absent member.
 */
final class StackDescriptorJson {
    static final int VERSION = 1;
    private static final JsonMapper JSON = JsonMappers.lenient();

    private StackDescriptorJson() {}

    static String write(StackDescriptor d) {
        ObjectNode root = JSON.createObjectNode()
                .put("version", VERSION)
                .put("id", d.id())
                .put("pid", d.pid());
        ObjectNode endpoints = root.putObject("endpoints")
                .put("sqs", d.endpoints().sqs().toString())
                .put("lambda", d.endpoints().lambda().toString())
                .put("stepfunctions", d.endpoints().stepFunctions().toString());
        d.endpoints().console().ifPresent(uri -> endpoints.put("console", uri.toString()));
        d.endpoints().dynamoDb().ifPresent(uri -> endpoints.put("dynamodb", uri.toString()));
        d.endpoints().kinesis().ifPresent(uri -> endpoints.put("kinesis", uri.toString()));
        ArrayNode dispatchers = root.putArray("dispatchers");
        d.dispatchers().forEach(x -> {
            ObjectNode node =
                    dispatchers.addObject().put("function", x.function()).put("routes", x.routes());
            x.mainQueue().ifPresent(url -> node.put("mainQueue", url));
            x.parkingQueue().ifPresent(url -> node.put("parkingQueue", url));
            x.deadLetterQueue().ifPresent(url -> node.put("deadLetterQueue", url));
        });
        ArrayNode queues = root.putArray("queues");
        d.queues().forEach(q -> {
            ObjectNode node =
                    queues.addObject().put("name", q.name()).put("url", q.url()).put("fifo", q.fifo());
            q.roles().forEach(node.putArray("roles")::add);
        });
        ArrayNode functions = root.putArray("functions");
        d.functions().forEach(f -> {
            ObjectNode node = functions.addObject().put("name", f.name()).put("durable", f.durable());
            f.aliases().forEach(node.putArray("aliases")::add);
        });
        ArrayNode machines = root.putArray("stateMachines");
        d.stateMachines()
                .forEach(s -> machines.addObject()
                        .put("name", s.name())
                        .put("arn", s.arn())
                        .put("type", s.type()));
        ArrayNode apis = root.putArray("httpApis");
        d.httpApis()
                .forEach(a ->
                        apis.addObject().put("id", a.id()).put("name", a.name()).put("url", a.url()));
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @throws IllegalArgumentException if the text is not a descriptor of this version */
    static StackDescriptor read(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || root.path("version").asInt() != VERSION) {
            throw new IllegalArgumentException("not a version " + VERSION + " stack descriptor");
        }
        JsonNode e = root.path("endpoints");
        return new StackDescriptor(
                required(root, "id"),
                root.path("pid").asLong(),
                new StackDescriptor.Endpoints(
                        URI.create(required(e, "sqs")),
                        URI.create(required(e, "lambda")),
                        URI.create(required(e, "stepfunctions")),
                        optional(e, "console").map(URI::create),
                        optional(e, "dynamodb").map(URI::create),
                        optional(e, "kinesis").map(URI::create)),
                list(
                        root,
                        "dispatchers",
                        x -> new StackDescriptor.Dispatcher(
                                required(x, "function"),
                                required(x, "routes"),
                                optional(x, "mainQueue"),
                                optional(x, "parkingQueue"),
                                optional(x, "deadLetterQueue"))),
                list(
                        root,
                        "queues",
                        q -> new StackDescriptor.Queue(
                                required(q, "name"),
                                required(q, "url"),
                                q.path("fifo").asBoolean(),
                                list(q, "roles", JsonNode::asText))),
                list(
                        root,
                        "functions",
                        f -> new StackDescriptor.Function(
                                required(f, "name"),
                                f.path("durable").asBoolean(),
                                list(f, "aliases", JsonNode::asText))),
                list(
                        root,
                        "stateMachines",
                        s -> new StackDescriptor.StateMachine(
                                required(s, "name"), required(s, "arn"), required(s, "type"))),
                list(
                        root,
                        "httpApis",
                        a -> new StackDescriptor.HttpApi(required(a, "id"), required(a, "name"), required(a, "url"))));
    }

    private static String required(JsonNode node, String member) {
        return optional(node, member)
                .orElseThrow(() -> new IllegalArgumentException("member " + member + " is missing"));
    }

    private static Optional<String> optional(JsonNode node, String member) {
        JsonNode value = node.get(member);
        return value == null || !value.isTextual() ? Optional.empty() : Optional.of(value.asText());
    }

    private static <T> List<T> list(JsonNode node, String member, Function<JsonNode, T> element) {
        return StreamSupport.stream(node.path(member).spliterator(), false)
                .map(element)
                .toList();
    }
}
