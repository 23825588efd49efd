package io.durabledispatch.construct;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Duration;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.services.lambda.Code;
import software.amazon.awscdk.services.stepfunctions.DefinitionBody;
import software.amazon.awscdk.services.stepfunctions.Pass;
import software.amazon.awscdk.services.stepfunctions.StateMachine;
import software.amazon.awscdk.services.stepfunctions.StateMachineType;

/**
 * A team's app, unlike the project's own: an invoice workflow deployed elsewhere (imported by alias ARN, with
 * its retention), a FIFO queue, and one state machine of its own. Tests change one thing at a time.
 */
final class TeamApp {
    static final String INVOICE_ALIAS_ARN = "arn:aws:lambda:eu-west-1:111122223333:function:invoice-workflow:prod";
    static final String INVOICE_FUNCTION_ARN = "arn:aws:lambda:eu-west-1:111122223333:function:invoice-workflow";
    /** Comfortably above what the mapping can produce with default settings, so only the rate tests warn. */
    static final double GENEROUS_QUOTA = 5000;

    final Stack stack;
    final StateMachine refunds;

    private TeamApp(Stack stack, StateMachine refunds) {
        this.stack = stack;
        this.refunds = refunds;
    }

    /** The app as the team writes it. */
    static TeamApp build(Path assets) {
        return build(assets, StateMachineType.STANDARD, Duration.days(60), GENEROUS_QUOTA, props -> props);
    }

    /**
     * @param customize changes the construct's props after the team's own settings
     */
    static TeamApp build(
            Path assets,
            StateMachineType refundType,
            Duration invoiceRetention,
            double quota,
            UnaryOperator<DurableDispatchProps.Builder> customize) {
        Stack stack = new Stack(new App(), "TeamStack");
        StateMachine refunds = StateMachine.Builder.create(stack, "Refunds")
                .stateMachineType(refundType)
                .definitionBody(DefinitionBody.fromChainable(new Pass(stack, "Refund")))
                .build();
        DispatchRoute invoices = DispatchRoute.builder()
                .name("invoice-issued")
                .operation("invoice")
                .match("/type", "invoice.issued")
                .tenant("/tenant_id")
                .key("/invoice_no")
                .normalize("/invoice_no", "trim", "upper")
                .input("/tenant_id", "/invoice_no", "/total")
                .target(DispatchTarget.durableFunctionAlias(INVOICE_ALIAS_ARN, invoiceRetention)
                        .withStartQuota(quota))
                .build();
        DispatchRoute refundRoute = DispatchRoute.builder()
                .name("refund-requested")
                .operation("refund")
                .match("/type", "refund.requested")
                .tenant("/tenant_id")
                .key("/order_no", "/refund_id")
                .target(DispatchTarget.stateMachine(refunds).withStartQuota(quota))
                .build();
        new DurableDispatch(
                stack,
                "Dispatch",
                customize
                        .apply(DurableDispatchProps.builder()
                                .routes(List.of(invoices, refundRoute))
                                .fifo(true)
                                .dispatcherCode(placeholderCode(assets)))
                        .build());
        return new TeamApp(stack, refunds);
    }

    /** Stands in for the bundled jar, which the jar gets only when it is packaged (after the tests). */
    static Code placeholderCode(Path assets) {
        try {
            Path directory = Files.createDirectories(assets.resolve("dispatcher"));
            Files.writeString(directory.resolve("placeholder.txt"), "dispatcher");
            return Code.fromAsset(directory.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
