package io.durabledispatch.tables;

import java.util.Objects;
import java.util.Optional;

/**
 * One DynamoDB table of the workflows, as the CDK app creates it and the local stack creates it on dynalite.
 * Every key attribute is a string. Which functions use it is said by the samples that list it ({@link
 * io.durabledispatch.tables.samples.SampleWorkflow#tables}).
 *
 * @param id the table's construct id in the CDK app and its name on the local stack
 * @param variable the environment variable that tells a function the table's name
 * @param partitionKey the partition key attribute
 * @param sortKey the sort key attribute, if the key is composite
 */
public record TableSpec(String id, String variable, String partitionKey, Optional<String> sortKey) {

    public TableSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(variable, "variable");
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(sortKey, "sortKey");
    }
}
