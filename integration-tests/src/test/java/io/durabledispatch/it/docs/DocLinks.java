package io.durabledispatch.it.docs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Checks a page's relative links: each names a file of the repository, and each #anchor a heading of its page. */
final class DocLinks {
    private static final Pattern EXTERNAL = Pattern.compile("^([a-zA-Z][a-zA-Z0-9+.-]*:|//).*");

    private DocLinks() {}

    /** One line per link that does not resolve, naming the page and the link; empty when all resolve. */
    static List<String> problems(DocPage page) {
        List<String> problems = new ArrayList<>();
        for (String target : Markdown.linkTargets(page.text())) {
            if (target.isEmpty() || EXTERNAL.matcher(target).matches()) continue;
            String problem = problem(page, target);
            if (problem != null) problems.add(page.name() + ": link '" + target + "' " + problem);
        }
        return problems;
    }

    private static String problem(DocPage page, String target) {
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? "" : target.substring(hash + 1);
        Path file = path.isEmpty() ? page.file() : resolve(page, path);
        if (!file.startsWith(page.root())) return "leaves the repository";
        if (!Files.exists(file)) return "names no file (" + page.root().relativize(file) + ")";
        if (anchor.isEmpty() || !file.toString().endsWith(".md")) return null;
        if (Markdown.anchors(DocPage.read(page.root(), file).text()).contains(anchor)) return null;
        return "names no heading of " + page.root().relativize(file);
    }

    // GitHub reads a leading slash as the repository root.
    private static Path resolve(DocPage page, String path) {
        Path base = path.startsWith("/") ? page.root() : page.file().getParent();
        return base.resolve(path.replaceFirst("^/+", "")).normalize();
    }
}
