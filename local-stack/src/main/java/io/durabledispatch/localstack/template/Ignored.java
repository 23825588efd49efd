package io.durabledispatch.localstack.template;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** A resource the local stack does not create; summarised once, grouped by type. */
record Ignored(String type, String logicalId) {
    /** Types that change nothing about what runs locally: permissions, logs, metrics, CDK bookkeeping. */
    private static final Set<String> NO_LOCAL_EFFECT = Set.of(
            "AWS::IAM::Role",
            "AWS::IAM::Policy",
            "AWS::IAM::ManagedPolicy",
            "AWS::Lambda::Permission",
            "AWS::ApiGatewayV2::Deployment",
            "AWS::Logs::LogGroup",
            "AWS::SQS::QueuePolicy",
            "AWS::CloudWatch::Alarm",
            "AWS::CloudWatch::Dashboard",
            "AWS::CDK::Metadata");

    static List<String> summary(List<Ignored> ignored) {
        Map<String, List<String>> unprovided = new TreeMap<>();
        Map<String, Integer> noEffect = new TreeMap<>();
        for (Ignored resource : ignored) {
            if (NO_LOCAL_EFFECT.contains(resource.type())) {
                noEffect.merge(resource.type(), 1, Integer::sum);
            } else {
                unprovided
                        .computeIfAbsent(resource.type(), t -> new ArrayList<>())
                        .add(resource.logicalId());
            }
        }
        List<String> lines = new ArrayList<>();
        unprovided.forEach((type, ids) -> lines.add("not provided locally: " + type + " " + ids));
        if (!noEffect.isEmpty()) {
            lines.add("not needed locally (permissions are not checked, logs go to stdout): " + noEffect);
        }
        return lines;
    }
}
