package io.durabledispatch.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.durabledispatch.construct.TemplateJson;
import io.durabledispatch.tables.TableSpec;
import io.durabledispatch.tables.WorkflowTables;
import io.durabledispatch.tables.samples.SampleWorkflow;
import io.durabledispatch.tables.samples.SampleWorkflows;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.assertions.Template;

/** The workflows' DynamoDB tables in the synthesized app: their settings, who learns their names, who may use them. */
class WorkflowStoresTest {
    private static final List<SampleWorkflow> SAMPLES = SampleWorkflows.ALL;

    @TempDir
    static Path assets;

    private static TemplateJson template;

    @BeforeAll
    static void synthesizeDefaultApp() {
        template = TemplateJson.of(Template.fromStack(TestApps.compose(assets, Map.of())));
    }

    @Test
    void oneTablePerSpec_withItsKeys_onDemand_encrypted_recoverable_andRetained() {
        Map<String, JsonNode> tables = template.resources("AWS::DynamoDB::Table");

        assertThat(tables).hasSize(WorkflowTables.ALL.size());
        for (TableSpec spec : WorkflowTables.ALL) {
            JsonNode table = tables.get(tableId(spec));
            JsonNode properties = table.path("Properties");
            assertThat(keySchema(properties)).as(spec.id()).isEqualTo(expectedKeys(spec));
            assertThat(properties.path("BillingMode").asText()).isEqualTo("PAY_PER_REQUEST");
            assertThat(properties.path("SSESpecification").path("SSEEnabled").asBoolean())
                    .isTrue();
            assertThat(properties
                            .path("PointInTimeRecoverySpecification")
                            .path("PointInTimeRecoveryEnabled")
                            .asBoolean())
                    .isTrue();
            assertThat(table.path("DeletionPolicy").asText()).isEqualTo("Retain");
        }
    }

    @Test
    void eachFunction_isToldTheNamesOfItsOwnTables_only() {
        for (SampleWorkflow sample : SAMPLES) {
            String function = sample.functionName();
            JsonNode variables =
                    functionProperties(function).path("Environment").path("Variables");
            Map<String, String> tableVariables = new HashMap<>();
            for (TableSpec spec : WorkflowTables.ALL) {
                if (variables.has(spec.variable())) {
                    tableVariables.put(
                            spec.variable(),
                            variables.path(spec.variable()).path("Ref").asText());
                }
            }
            Map<String, String> expected = new HashMap<>();
            sample.tables().forEach(spec -> expected.put(spec.variable(), tableId(spec)));
            assertThat(tableVariables).as(function).isEqualTo(expected);
        }
    }

    @Test
    void eachSample_mayUseTheTablesItsDefinitionLists_withItemActionsOnly() {
        for (SampleWorkflow sample : SAMPLES) {
            String function = sample.functionName();
            Map<String, Set<String>> actionsByTable = dynamoActionsByTable(roleOf(function));
            Set<String> expectedTables = new HashSet<>();
            sample.tables().forEach(spec -> expectedTables.add(tableId(spec)));

            assertThat(actionsByTable.keySet()).as(function).isEqualTo(expectedTables);
            assertThat(actionsByTable.values())
                    .allSatisfy(actions -> assertThat(actions)
                            .containsExactlyInAnyOrder("dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem"));
        }
    }

    @Test
    void everyTable_isGrantedToExactlyTheSamplesListingIt_andToNoOtherRole() {
        Map<String, String> sampleByRole = new HashMap<>();
        SAMPLES.forEach(sample -> sampleByRole.put(roleOf(sample.functionName()), sample.functionName()));
        for (TableSpec spec : WorkflowTables.ALL) {
            Set<String> granted = new HashSet<>();
            for (String role : rolesOfPolicies()) {
                if (dynamoActionsByTable(role).containsKey(tableId(spec)))
                    granted.add(sampleByRole.getOrDefault(role, role));
            }
            Set<String> listing = new HashSet<>();
            SAMPLES.stream()
                    .filter(sample -> sample.tables().contains(spec))
                    .forEach(sample -> listing.add(sample.functionName()));

            assertThat(granted).as(spec.id()).isEqualTo(listing);
        }
    }

    @Test
    void noPolicyAnywhere_grantsTableLevelOrWildcardDynamoDbActions() {
        assertThat(template.policyStatements())
                .flatExtracting(WorkflowStoresTest::actions)
                .filteredOn(action -> action.startsWith("dynamodb:"))
                .containsOnly("dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem");
    }

    @Test
    void rewardRedemption_invokesTheRedemptionFunction_andCatchesNothing() {
        JsonNode machine = template.properties(
                template.logicalIdWhere("AWS::StepFunctions::StateMachine", "StateMachineName", "reward-redemption"));
        String definition = TemplateJson.joinWithRefs(machine.path("DefinitionString"));
        String function = template.logicalIdWhere("AWS::Lambda::Function", "FunctionName", "reward-redemption");

        assertThat(functionProperties("reward-redemption").path("Handler").asText())
                .isEqualTo("io.durabledispatch.workflows.reward.RewardRedemptionFunction::handleRequest");
        assertThat(definition).contains("\"RedeemPoints\"");
        assertThat(machine.path("DefinitionString").toString())
                .contains("{\"Fn::GetAtt\":[\"" + function + "\",\"Arn\"]}");
        assertThat(definition).doesNotContain("\"Catch\"", "dynamodb:");
    }

    private static Set<String> rolesOfPolicies() {
        Set<String> roles = new HashSet<>();
        for (JsonNode policy : template.resources("AWS::IAM::Policy").values()) {
            policy.path("Properties")
                    .path("Roles")
                    .forEach(role -> roles.add(role.path("Ref").asText()));
        }
        return roles;
    }

    private static Map<String, Set<String>> dynamoActionsByTable(String roleId) {
        Map<String, Set<String>> byTable = new HashMap<>();
        for (JsonNode policy : template.resources("AWS::IAM::Policy").values()) {
            JsonNode properties = policy.path("Properties");
            if (!properties.path("Roles").toString().contains("\"" + roleId + "\"")) continue;
            for (JsonNode statement : properties.path("PolicyDocument").path("Statement")) {
                List<String> dynamo = actions(statement).stream()
                        .filter(action -> action.startsWith("dynamodb:"))
                        .toList();
                if (dynamo.isEmpty()) continue;
                for (String table : resourceTables(statement.path("Resource"))) {
                    byTable.computeIfAbsent(table, t -> new HashSet<>()).addAll(dynamo);
                }
            }
        }
        return byTable;
    }

    /** The tables a statement's resources name (each {@code Fn::GetAtt [Table, Arn]}); anything else fails. */
    private static List<String> resourceTables(JsonNode resource) {
        List<String> tables = new ArrayList<>();
        for (JsonNode one : resource.isArray() ? resource : List.of(resource)) {
            if (one.path("Ref").asText().equals("AWS::NoValue")) continue;
            assertThat(one.path("Fn::GetAtt").path(1).asText())
                    .as("resource %s", one)
                    .isEqualTo("Arn");
            tables.add(one.path("Fn::GetAtt").path(0).asText());
        }
        return tables;
    }

    private static List<String> actions(JsonNode statement) {
        JsonNode action = statement.path("Action");
        List<String> actions = new ArrayList<>();
        if (action.isArray()) action.forEach(one -> actions.add(one.asText()));
        else actions.add(action.asText());
        return actions;
    }

    private static String roleOf(String functionName) {
        return functionProperties(functionName)
                .path("Role")
                .path("Fn::GetAtt")
                .path(0)
                .asText();
    }

    private static JsonNode functionProperties(String functionName) {
        return template.properties(template.logicalIdWhere("AWS::Lambda::Function", "FunctionName", functionName));
    }

    private static String tableId(TableSpec spec) {
        String prefix = "WorkflowStores" + Character.toUpperCase(spec.id().charAt(0))
                + spec.id().substring(1);
        return template.resources("AWS::DynamoDB::Table").keySet().stream()
                .filter(id -> id.startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no table " + prefix + "*"));
    }

    private static List<Map<String, String>> keySchema(JsonNode properties) {
        List<Map<String, String>> keys = new ArrayList<>();
        properties
                .path("KeySchema")
                .forEach(key -> keys.add(Map.of(
                        "name",
                        key.path("AttributeName").asText(),
                        "type",
                        key.path("KeyType").asText())));
        return keys;
    }

    private static List<Map<String, String>> expectedKeys(TableSpec spec) {
        List<Map<String, String>> keys = new ArrayList<>();
        keys.add(Map.of("name", spec.partitionKey(), "type", "HASH"));
        spec.sortKey().ifPresent(sort -> keys.add(Map.of("name", sort, "type", "RANGE")));
        return keys;
    }
}
