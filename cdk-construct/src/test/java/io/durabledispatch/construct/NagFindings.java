package io.durabledispatch.construct;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awscdk.Stack;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Match;

/** What cdk-nag's AwsSolutions pack reported, errors and warnings alike, under one construct path of a stack. */
final class NagFindings {
    private NagFindings() {}

    /** Each finding as its construct path and message, for paths starting with {@code pathPrefix}. */
    static List<String> under(Stack stack, String pathPrefix) {
        Annotations annotations = Annotations.fromStack(stack);
        List<String> findings = new ArrayList<>();
        annotations
                .findError("*", Match.stringLikeRegexp("AwsSolutions-.*"))
                .forEach(m -> findings.add(m.getId() + " " + m.getEntry().getData()));
        annotations
                .findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*"))
                .forEach(m -> findings.add(m.getId() + " " + m.getEntry().getData()));
        return findings.stream().filter(f -> f.startsWith(pathPrefix)).toList();
    }
}
