package io.durabledispatch.emulators.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one query-string decoder of the local servers: {@code a=1&b=x+y&b=z%2B} into name → values, in order,
 * repeated names keeping every value. Query strings are {@code application/x-www-form-urlencoded}, so {@code +}
 * is a space and a literal plus arrives as {@code %2B} (as the AWS SDK and browsers encode it).
 */
public final class QueryString {
    private QueryString() {}

    public static Map<String, List<String>> parse(String rawQuery) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return params;
        }
        for (String pair : rawQuery.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
            params.computeIfAbsent(name, key -> new ArrayList<>()).add(value);
        }
        return params;
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }
}
