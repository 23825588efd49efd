package io.durabledispatch.infra;

import io.durabledispatch.infra.config.InfraSettings;
import io.github.cdklabs.cdknag.AwsSolutionsChecks;
import io.github.cdklabs.cdknag.NagPackProps;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.StackProps;

/**
 * The CDK app ({@code cdk.json} runs it). Reads its settings from CDK context, builds the one stack and
 * checks it with cdk-nag's AwsSolutions rules, whose errors fail the synth. The stack is environment
 * agnostic: {@code cdk deploy} uses the account and Region of your AWS profile.
 */
public final class DurableDispatchApp {
    public static final String STACK_NAME = "DurableDispatch";

    private DurableDispatchApp() {}

    public static void main(String[] args) {
        App app = new App();
        compose(app);
        app.synth();
    }

    /** Adds the stack and the cdk-nag checks to {@code app}; tests synthesize the result themselves. */
    public static DurableDispatchStack compose(App app) {
        InfraSettings settings = InfraSettings.fromContext(app.getNode()::tryGetContext);
        DurableDispatchStack stack = new DurableDispatchStack(
                app,
                STACK_NAME,
                StackProps.builder()
                        .description("durable-dispatch: SQS → dispatcher → durable workflows")
                        .build(),
                settings);
        Aspects.of(app)
                .add(new AwsSolutionsChecks(NagPackProps.builder().verbose(true).build()));
        return stack;
    }
}
