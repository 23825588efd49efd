package io.durabledispatch.it.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a reader of the repository cannot follow: issue and pull-request numbers, commit hashes, and numbered
 * section pointers (a link to a heading survives a reordering, a number does not).
 */
final class ForbiddenReferences {
    // Hex runs inside a hyphenated name are execution-name hashes, not commits; link targets are searched too.
    private static final Pattern COMMIT =
            Pattern.compile("(?<![\\w-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\\d)[0-9a-f]{7,40}(?![\\w-])");
    private static final List<Pattern> IN_TEXT = List.of(
            Pattern.compile("(?<![\\w&#/])#\\d+\\b"),
            Pattern.compile("(?i)\\b(?:issues?|pull requests?|PRs?)\\s+#?\\d+"),
            Pattern.compile("(?i)\\bsections?\\s+\\d"),
            Pattern.compile("§"));
    // An anchor such as (#2-retries) is a link target, which DocLinks checks, not an issue number.
    private static final Pattern LINK_TARGET = Pattern.compile("\\]\\([^)]*\\)");

    private ForbiddenReferences() {}

    /** One line per forbidden reference, with the page, the line number and what was found. */
    static List<String> in(DocPage page) {
        List<String> found = new ArrayList<>();
        String[] lines = page.text().split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String where = page.name() + ":" + (i + 1) + ": '";
            collect(COMMIT.matcher(lines[i]), where, found);
            String text = LINK_TARGET.matcher(lines[i]).replaceAll("]()");
            for (Pattern pattern : IN_TEXT) collect(pattern.matcher(text), where, found);
        }
        return found;
    }

    private static void collect(Matcher matcher, String where, List<String> found) {
        while (matcher.find()) found.add(where + matcher.group() + "'");
    }
}
