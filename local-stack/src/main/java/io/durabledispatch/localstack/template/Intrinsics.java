package io.durabledispatch.localstack.template;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evaluates the intrinsic functions the CDK emits ({@code Ref}, {@code Fn::GetAtt}, {@code Fn::Join},
 * {@code Fn::Sub}, {@code Fn::Select}, {@code Fn::Split}, {@code Fn::Base64}, {@code Fn::GetAZs}) and the pseudo
 * parameters against local names. {@code AWS::NoValue} removes the value (a {@link MissingNode}).
 */
final class Intrinsics {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern SUB_VARIABLE = Pattern.compile("\\$\\{([^}]*)}");

    private final LocalNames names;
    private final Map<String, String> pseudo;
    private final Map<String, JsonNode> parameters;

    Intrinsics(LocalNames names, Map<String, String> pseudo, Map<String, JsonNode> parameters) {
        this.names = names;
        this.pseudo = pseudo;
        this.parameters = parameters;
        names.use(this);
    }

    JsonNode resolve(JsonNode value) {
        if (value.isArray()) {
            ArrayNode resolved = NODES.arrayNode();
            value.forEach(element -> {
                JsonNode r = resolveOrAbsent(element);
                if (!r.isMissingNode()) resolved.add(r);
            });
            return resolved;
        }
        if (!value.isObject()) return value;
        if (value.size() == 1) {
            String key = value.fieldNames().next();
            if (key.equals("Ref") || key.startsWith("Fn::")) return function(key, value.get(key));
        }
        ObjectNode resolved = NODES.objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            JsonNode r = resolveOrAbsent(field.getValue());
            if (!r.isMissingNode()) resolved.set(field.getKey(), r);
        }
        return resolved;
    }

    String text(JsonNode value) {
        JsonNode resolved = resolve(value);
        if (resolved.isContainerNode()) {
            throw new UnresolvableException("expected a text value, got " + resolved);
        }
        return resolved.asText();
    }

    private JsonNode function(String name, JsonNode argument) {
        return switch (name) {
            case "Ref" -> TextNode.valueOf(ref(argument.asText()));
            case "Fn::GetAtt" -> TextNode.valueOf(getAtt(argument));
            case "Fn::Join" -> TextNode.valueOf(join(argument));
            case "Fn::Sub" -> TextNode.valueOf(sub(argument));
            case "Fn::Select" -> select(argument);
            case "Fn::Split" -> split(argument);
            case "Fn::Base64" ->
                TextNode.valueOf(
                        Base64.getEncoder().encodeToString(text(argument).getBytes(StandardCharsets.UTF_8)));
            case "Fn::GetAZs" -> availabilityZones();
            default -> throw new UnresolvableException(name + " is not supported by the local stack");
        };
    }

    private String ref(String target) {
        if (target.equals("AWS::NoValue")) throw new NoValue();
        if (pseudo.containsKey(target)) return pseudo.get(target);
        if (parameters.containsKey(target)) return parameter(target);
        if (names.has(target)) return names.ref(target);
        throw new UnresolvableException(
                "Ref to " + target + ", which is not a resource, parameter or pseudo parameter");
    }

    private String parameter(String name) {
        JsonNode defaultValue = parameters.get(name).path("Default");
        if (defaultValue.isMissingNode()) {
            throw new UnresolvableException("parameter " + name + " has no Default; the local stack passes none");
        }
        return defaultValue.asText();
    }

    private String getAtt(JsonNode argument) {
        String logicalId;
        String attribute;
        if (argument.isTextual()) {
            String[] parts = argument.asText().split("\\.", 2);
            if (parts.length != 2) throw new UnresolvableException("Fn::GetAtt needs Resource.Attribute: " + argument);
            logicalId = parts[0];
            attribute = parts[1];
        } else {
            logicalId = argument.path(0).asText();
            attribute = text(argument.path(1));
        }
        if (!names.has(logicalId)) {
            throw new UnresolvableException("Fn::GetAtt of " + logicalId + ", which is not in the template");
        }
        return names.attribute(logicalId, attribute);
    }

    private String join(JsonNode argument) {
        String separator = argument.path(0).asText();
        List<String> parts = new ArrayList<>();
        resolve(argument.path(1)).forEach(part -> parts.add(part.asText()));
        return String.join(separator, parts);
    }

    private String sub(JsonNode argument) {
        String template =
                argument.isTextual() ? argument.asText() : argument.path(0).asText();
        JsonNode variables = argument.isArray() ? argument.path(1) : MissingNode.getInstance();
        Matcher matcher = SUB_VARIABLE.matcher(template);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String variable = matcher.group(1);
            String replacement;
            if (variable.startsWith("!")) {
                replacement = "${" + variable.substring(1) + "}"; // ${!Literal} is written as ${Literal}
            } else if (variables.has(variable)) {
                replacement = text(variables.get(variable));
            } else if (variable.contains(".") && !pseudo.containsKey(variable)) {
                replacement = getAtt(TextNode.valueOf(variable));
            } else {
                replacement = ref(variable);
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    private JsonNode select(JsonNode argument) {
        int index = Integer.parseInt(text(argument.path(0)));
        JsonNode list = resolve(argument.path(1));
        if (!list.isArray() || index < 0 || index >= list.size()) {
            throw new UnresolvableException("Fn::Select index " + index + " is outside " + list);
        }
        return list.get(index);
    }

    private JsonNode split(JsonNode argument) {
        String separator = argument.path(0).asText();
        ArrayNode parts = NODES.arrayNode();
        for (String part : text(argument.path(1)).split(Pattern.quote(separator), -1)) parts.add(part);
        return parts;
    }

    private JsonNode availabilityZones() {
        ArrayNode zones = NODES.arrayNode();
        for (String suffix : List.of("a", "b", "c")) zones.add(pseudo.get("AWS::Region") + suffix);
        return zones;
    }

    /** {@code Ref: AWS::NoValue}: the enclosing property disappears. */
    private static final class NoValue extends RuntimeException {
        NoValue() {
            super(null, null, false, false);
        }
    }

    /** As {@link #resolve}, with {@code AWS::NoValue} anywhere inside turning the whole value into "absent". */
    JsonNode resolveOrAbsent(JsonNode value) {
        try {
            return resolve(value);
        } catch (NoValue absent) {
            return MissingNode.getInstance();
        }
    }
}
