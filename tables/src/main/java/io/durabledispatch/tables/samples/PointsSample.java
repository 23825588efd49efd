package io.durabledispatch.tables.samples;

import io.durabledispatch.tables.TableSpec;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code points-workflow}: grants a member the points of one activity, once. */
public final class PointsSample {
    /** One item per member account: the balance with every grant and redemption applied to it. */
    public static final TableSpec POINTS =
            new TableSpec("points", "POINTS_TABLE", "tenant_id", Optional.of("member_id"));

    public static final SampleWorkflow DEFINITION = new SampleWorkflow(
            "points-workflow",
            "io.durabledispatch.workflows.points.PointsWorkflow::handleRequest",
            List.of(POINTS),
            new TargetKind.DurableFunction(),
            new SampleRoute("points-earned", "points.earned", "/tenant_id", List.of("/member_id", "/activity_id"))
                    .withHttp("points-requested", "POST", "/points"),
            new SampleEvents(
                    new Share.Percent(25, 1),
                    PointsSample::earned,
                    new SampleEvents.ContentChange("/points", points -> (Integer) points + 1)));

    private PointsSample() {}

    /** Every grant is at least 100 points: more than any redemption spends. */
    private static Map<String, Object> earned(SampleEvents.Seed seed) {
        int n = seed.n();
        return Fields.of(
                "member_id", seed.member(), "activity_id", "order:A-" + (1000 + n), "points", 100 + 10 * (n % 40));
    }
}
