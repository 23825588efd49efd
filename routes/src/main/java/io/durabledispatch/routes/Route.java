package io.durabledispatch.routes;

import com.fasterxml.jackson.core.JsonPointer;
import java.util.List;
import java.util.Map;

/**
 * One entry of the route document: which bodies it takes, which workflow it starts, and how the execution
 * name and input are derived.
 *
 * @param keyVersion part of every name; bump it when the key's fields or normalisers change meaning
 * @param match body fields and the text each must equal, all of them
 * @param tenant the field naming the tenant (normalised like a key field)
 * @param key the ordered business key fields
 * @param input the projected fields that make up the workflow input
 */
public record Route(
        String name,
        String operation,
        int keyVersion,
        Map<JsonPointer, String> match,
        KeyField tenant,
        List<KeyField> key,
        List<JsonPointer> input,
        Target target,
        ConflictPolicy onConflict) {
    public Route {
        match = Map.copyOf(match);
        key = List.copyOf(key);
        input = List.copyOf(input);
    }
}
