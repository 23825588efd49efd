package io.durabledispatch.it.docs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The few Markdown rules the docs checks need: what is code, where links point, which anchors headings get. */
final class Markdown {
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(```|~~~)");
    private static final Pattern INLINE_CODE = Pattern.compile("(`+)(.+?)\\1");
    private static final Pattern INLINE_LINK = Pattern.compile("\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern REFERENCE_LINK = Pattern.compile("^ {0,3}\\[[^\\]]+\\]:\\s*<?([^\\s>]+)>?");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}[ \\t]+(.*?)(?:[ \\t]+#+)?[ \\t]*$");

    private Markdown() {}

    /** The lines outside fenced code blocks, as written. */
    static List<String> linesOutsideCode(String text) {
        List<String> lines = new ArrayList<>();
        boolean inFence = false;
        for (String line : text.split("\n", -1)) {
            if (FENCE.matcher(line).find()) inFence = !inFence;
            else if (!inFence) lines.add(line);
        }
        return lines;
    }

    /** Every link target outside code: inline links and images, and reference definitions. */
    static List<String> linkTargets(String text) {
        List<String> targets = new ArrayList<>();
        for (String line : linesOutsideCode(text)) {
            // A code span keeps its place (as "code"), so a link whose text is code still has text.
            String prose = INLINE_CODE.matcher(line).replaceAll("code");
            collect(INLINE_LINK.matcher(prose), targets);
            collect(REFERENCE_LINK.matcher(prose), targets);
        }
        return targets;
    }

    /** The anchors GitHub gives the page's headings: slugs, repeats numbered -1, -2, ... in order. */
    static Set<String> anchors(String text) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : linesOutsideCode(text)) {
            Matcher heading = HEADING.matcher(line);
            if (!heading.matches()) continue;
            String slug = slug(heading.group(1));
            int repeats = seen.merge(slug, 1, Integer::sum) - 1;
            anchors.add(repeats == 0 ? slug : slug + "-" + repeats);
        }
        return anchors;
    }

    /** GitHub's slug of a heading's text: its visible characters, lower case, punctuation dropped, spaces as -. */
    static String slug(String heading) {
        String visible = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
                .replaceAll("<[^>]+>", "")
                .replace("`", "")
                .replace("*", "");
        return visible.toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "")
                .replace(' ', '-');
    }

    private static void collect(Matcher matcher, List<String> targets) {
        while (matcher.find()) targets.add(matcher.group(1));
    }
}
