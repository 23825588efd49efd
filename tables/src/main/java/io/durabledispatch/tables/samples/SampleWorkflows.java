package io.durabledispatch.tables.samples;

import io.durabledispatch.tables.TableSpec;
import java.util.List;
import java.util.Optional;

/** Every sample workflow, in the order the CDK app deploys them and the demo draws their events. */
public final class SampleWorkflows {
    public static final SampleWorkflow ORDER = OrderSample.DEFINITION;
    public static final SampleWorkflow POINTS = PointsSample.DEFINITION;
    public static final SampleWorkflow CATALOG = CatalogSample.DEFINITION;
    public static final SampleWorkflow REWARD_REDEMPTION = RewardSample.DEFINITION;

    public static final List<SampleWorkflow> ALL = List.of(ORDER, POINTS, CATALOG, REWARD_REDEMPTION);

    private SampleWorkflows() {}

    /** The sample deployed as {@code functionName}. */
    public static Optional<SampleWorkflow> byFunction(String functionName) {
        return ALL.stream().filter(s -> s.functionName().equals(functionName)).findFirst();
    }

    /** Every sample's tables once, in the samples' order. */
    public static List<TableSpec> tables() {
        return ALL.stream().flatMap(s -> s.tables().stream()).distinct().toList();
    }
}
