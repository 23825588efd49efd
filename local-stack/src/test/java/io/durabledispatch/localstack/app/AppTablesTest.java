package io.durabledispatch.localstack.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.durabledispatch.dynalite.DynaliteExtension;
import io.durabledispatch.dynalite.DynaliteTables;
import io.durabledispatch.emulators.sqs.DeclaredQueues;
import io.durabledispatch.emulators.testing.QuietLog;
import io.durabledispatch.localstack.LocalSettings;
import io.durabledispatch.localstack.template.LocalAccount;
import io.durabledispatch.localstack.template.TemplateReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** A template's DynamoDB tables are created, with their key schemas, on the dynalite the app stack starts. */
class AppTablesTest {
    /** Skips (or, where required, fails) the class without Node.js, as every dynalite test does. */
    @RegisterExtension
    static final DynaliteExtension NODE = new DynaliteExtension();

    private static final String TEMPLATE = """
            { "Resources": { "Ledger": { "Type": "AWS::DynamoDB::Table", "Properties": {
                "TableName": "ledger",
                "KeySchema": [{ "AttributeName": "pk", "KeyType": "HASH" }, { "AttributeName": "seq", "KeyType": "RANGE" }],
                "AttributeDefinitions": [{ "AttributeName": "pk", "AttributeType": "S" },
                                         { "AttributeName": "seq", "AttributeType": "N" }],
                "BillingMode": "PAY_PER_REQUEST" } } } }
            """;

    @TempDir
    Path folder;

    @Test
    void theTemplatesTableExistsOnDynaliteWithItsKeySchema() throws IOException {
        Path template = Files.writeString(folder.resolve("tables.template.json"), TEMPLATE);
        int sqsPort = DeclaredQueues.choosePort(0);
        LocalAccount account =
                new LocalAccount(LocalSettings.REGION, LocalSettings.ACCOUNT_ID, "http://127.0.0.1:" + sqsPort);
        AppPlan plan = AppPlan.of(TemplateReader.read(template, account), List.of(), List.of());
        try (AppStack stack = AppStack.start(
                        plan, account, LocalSettings.Ports.EPHEMERAL, Optional.empty(), QuietLog.LOGGER);
                var dynamo = DynaliteTables.client(stack.dynamoDbEndpoint().orElseThrow(), account.region())) {
            TableDescription table =
                    dynamo.describeTable(b -> b.tableName("ledger")).table();

            assertThat(table.keySchema())
                    .extracting(KeySchemaElement::attributeName, KeySchemaElement::keyType)
                    .containsExactly(Tuple.tuple("pk", KeyType.HASH), Tuple.tuple("seq", KeyType.RANGE));
            assertThat(table.attributeDefinitions())
                    .anySatisfy(a -> assertThat(a.attributeTypeAsString()).isEqualTo("N"));
            assertThat(stack.tableNotes()).isEmpty();
        }
    }
}
