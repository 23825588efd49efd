package io.durabledispatch.emulators.stepfunctions;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed state machine ARN: {@code arn:aws:states:REGION:ACCOUNT:stateMachine:NAME} with an optional
 * qualifier, {@code :N} for a version, {@code :ALIAS} for an alias, or {@code /LABEL} for a Distributed Map state
 * (which the operations here refuse, as the service does).
 */
record StateMachineArn(String unqualified, String name, Optional<String> qualifier, Optional<String> mapLabel) {
    private static final Pattern FORM = Pattern.compile(
            "(arn:aws[a-z-]*:states:[a-z0-9-]+:\\d{12}:stateMachine:([^:/]{1,80}))(?::([^:/]{1,80})|/(.{1,80}))?");
    private static final Pattern VERSION = Pattern.compile("[1-9]\\d{0,8}");

    static StateMachineArn parse(String arn) {
        Matcher m = FORM.matcher(arn);
        if (!m.matches()) {
            throw SfnErrors.invalidArn(arn);
        }
        return new StateMachineArn(
                m.group(1), m.group(2), Optional.ofNullable(m.group(3)), Optional.ofNullable(m.group(4)));
    }

    /** The role every local state machine reports: {@code arn:aws:iam::ACCOUNT:role/local}. */
    static String localRole(String stateMachineArn) {
        return stateMachineArn.replaceFirst(
                "^arn:([^:]+):states:[^:]+:(\\d{12}):stateMachine:.*", "arn:$1:iam::$2:role/local");
    }

    /** The version number when the qualifier is one ({@code :7}); an alias name otherwise. */
    Optional<Integer> version() {
        return qualifier.filter(q -> VERSION.matcher(q).matches()).map(Integer::valueOf);
    }

    Optional<String> alias() {
        return qualifier.filter(q -> !VERSION.matcher(q).matches());
    }
}
