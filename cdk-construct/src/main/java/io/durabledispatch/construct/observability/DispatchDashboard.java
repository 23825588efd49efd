package io.durabledispatch.construct.observability;

import java.util.List;
import software.amazon.awscdk.services.cloudwatch.AlarmStatusWidget;
import software.amazon.awscdk.services.cloudwatch.Dashboard;
import software.amazon.awscdk.services.cloudwatch.IAlarm;
import software.amazon.awscdk.services.cloudwatch.IWidget;
import software.constructs.Construct;

/**
 * One CloudWatch dashboard for the dispatch path: outcomes per operation (from the dispatcher's EMF
 * metrics), start latency, queue depth and age, DLQ and parking depth, and the engines' execution counts.
 */
public final class DispatchDashboard extends Construct {
    private final Dashboard dashboard;

    public DispatchDashboard(
            Construct scope, String id, String name, ObservedResources observed, List<? extends IAlarm> alarms) {
        super(scope, id);
        this.dashboard =
                Dashboard.Builder.create(this, "Dashboard").dashboardName(name).build();
        dashboard.addWidgets(AlarmStatusWidget.Builder.create()
                .title("Alarms")
                .alarms(List.copyOf(alarms))
                .width(24)
                .build());
        dashboard.addWidgets(
                DashboardWidgets.outcomeWidgets(observed.operations()).toArray(IWidget[]::new));
        dashboard.addWidgets(
                DashboardWidgets.latencyWidget(observed.operations()),
                DashboardWidgets.dispatcherWidget(observed.dispatcher()));
        dashboard.addWidgets(DashboardWidgets.queueWidgets(observed).toArray(IWidget[]::new));
        dashboard.addWidgets(DashboardWidgets.engineWidgets(observed).toArray(IWidget[]::new));
    }

    public Dashboard dashboard() {
        return dashboard;
    }
}
