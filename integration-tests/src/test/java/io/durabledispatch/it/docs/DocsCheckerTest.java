package io.durabledispatch.it.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checks themselves, on small pages written here: each finds what it should and nothing else. */
class DocsCheckerTest {
    @TempDir
    Path root;

    @Test
    void slugs_followGitHub_codeAndPunctuationDropped_repeatsNumbered() {
        String page =
                "# Route document\n## `up --app`: a template\n## Retries\n```\n# not a heading\n```\n## Retries\n";

        assertThat(Markdown.anchors(page))
                .containsExactly("route-document", "up---app-a-template", "retries", "retries-1");
    }

    @Test
    void links_inCodeAreNotLinks_andLinksWithCodeAsTextAre() {
        String page = "See [`cli`](local/cli.md) and [ref][r].\n\n[r]: reference/x.md\n"
                + "`[no](in-code.md)`\n```\n[no](in-fence.md)\n```\n";

        assertThat(Markdown.linkTargets(page)).containsExactly("local/cli.md", "reference/x.md");
    }

    @Test
    void aMissingFileOrHeading_isAProblem_anExistingOneOrAnExternalUrlIsNot() throws IOException {
        write("docs/guide/demo.md", "# Demo\n## Options\n");
        DocPage page = write(
                "docs/README.md",
                "[a](guide/demo.md#options) [b](guide/demo.md#gone) [c](guide/none.md) [d](#index)"
                        + " [e](https://example.com/x#y) [f](../../outside.md)\n# Index\n");

        assertThat(DocLinks.problems(page))
                .containsExactly(
                        "docs/README.md: link 'guide/demo.md#gone' names no heading of docs/guide/demo.md",
                        "docs/README.md: link 'guide/none.md' names no file (docs/guide/none.md)",
                        "docs/README.md: link '../../outside.md' leaves the repository");
    }

    @Test
    void issueNumbersHashesAndSectionNumbers_areFound_executionNamesAndAnchorsAreNot() throws IOException {
        DocPage page = write(
                "docs/x.md",
                "Fixed in #12 (issue 15), commit a1b2c3d^, see section 5 and §A.\n"
                        + "Name `order-A-1001-81ef4d30ab72eafdd3224b41`, [soak](b.md#3-soak), HTTP 429, C# code.\n");

        assertThat(ForbiddenReferences.in(page))
                .containsExactlyInAnyOrder(
                        "docs/x.md:1: 'a1b2c3d'",
                        "docs/x.md:1: '#12'",
                        "docs/x.md:1: 'issue 15'",
                        "docs/x.md:1: 'section 5'",
                        "docs/x.md:1: '§'");
    }

    private DocPage write(String name, String text) throws IOException {
        Path file = root.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return DocPage.read(root, file);
    }
}
