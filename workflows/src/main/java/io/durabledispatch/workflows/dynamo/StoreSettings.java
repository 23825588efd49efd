package io.durabledispatch.workflows.dynamo;

import io.durabledispatch.tables.TableSpec;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Where a function's side effects are stored, read once from its environment: the name of each table it uses
 * (the variable of its {@link TableSpec}, set by the CDK app or the local stack) and an optional endpoint
 * override. Every error names the variable.
 *
 * @param tables table name by spec, for the specs the function uses
 * @param endpoint {@code AWS_ENDPOINT_URL_DYNAMODB}, else {@code AWS_ENDPOINT_URL}; empty: the regional endpoint
 * @param region {@code AWS_REGION} (Lambda sets it); empty: the SDK's region lookup
 */
public record StoreSettings(Map<TableSpec, String> tables, Optional<URI> endpoint, Optional<String> region) {
    public static final String AWS_ENDPOINT_URL_DYNAMODB = "AWS_ENDPOINT_URL_DYNAMODB";
    public static final String AWS_ENDPOINT_URL = "AWS_ENDPOINT_URL";
    public static final String AWS_REGION = "AWS_REGION";
    /** DynamoDB's rule for table names. */
    private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");

    public StoreSettings {
        tables = Map.copyOf(tables);
    }

    /** Reads the variables of {@code used}; each must be set to a valid table name. */
    public static StoreSettings fromEnvironment(UnaryOperator<String> env, List<TableSpec> used) {
        Map<TableSpec, String> tables = new LinkedHashMap<>();
        for (TableSpec spec : used) {
            tables.put(spec, tableName(env, spec));
        }
        Optional<URI> endpoint = endpoint(env, AWS_ENDPOINT_URL_DYNAMODB).or(() -> endpoint(env, AWS_ENDPOINT_URL));
        Optional<String> region = Optional.ofNullable(env.apply(AWS_REGION)).filter(value -> !value.isBlank());
        return new StoreSettings(tables, endpoint, region);
    }

    /** The name of {@code spec}'s table; a function asking for a table it does not use is a wiring mistake. */
    public String table(TableSpec spec) {
        String name = tables.get(spec);
        if (name == null) throw new IllegalStateException("no " + spec.variable() + " in these settings");
        return name;
    }

    private static String tableName(UnaryOperator<String> env, TableSpec spec) {
        String value = env.apply(spec.variable());
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(
                    spec.variable() + " is not set: it names the DynamoDB table '" + spec.id() + "'");
        }
        if (!TABLE_NAME.matcher(value).matches()) {
            throw new IllegalArgumentException(
                    spec.variable() + "='" + value + "' is not a DynamoDB table name (3 to 255 of A-Z a-z 0-9 _ - .)");
        }
        return value;
    }

    private static Optional<URI> endpoint(UnaryOperator<String> env, String variable) {
        String value = env.apply(variable);
        if (value == null || value.isBlank()) return Optional.empty();
        try {
            URI uri = new URI(value.trim());
            if (uri.getScheme() == null || uri.getHost() == null) throw new URISyntaxException(value, "no host");
            return Optional.of(uri);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(
                    variable + "='" + value + "' is not a URL such as http://127.0.0.1:8000");
        }
    }
}
