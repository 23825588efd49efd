package io.durabledispatch.emulators.stepfunctions;

/** Step Functions' execution name rule: 1–80 characters, no whitespace, listed punctuation or controls. */
final class SfnNames {
    static final int MAX_LENGTH = 80;
    private static final String FORBIDDEN = "<>{}[]?*\"#%\\^|~`$&,;:/";

    private SfnNames() {}

    static void validate(String name) {
        if (name.isEmpty() || name.length() > MAX_LENGTH) {
            throw SfnErrors.invalidName("length must be 1-" + MAX_LENGTH + ", was " + name.length());
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isWhitespace(c) || Character.isISOControl(c) || FORBIDDEN.indexOf(c) >= 0) {
                throw SfnErrors.invalidName("character '" + c + "' is not allowed in '" + name + "'");
            }
        }
    }
}
