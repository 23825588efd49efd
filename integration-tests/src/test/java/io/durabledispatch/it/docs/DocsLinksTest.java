package io.durabledispatch.it.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The README and every page under docs/ link only to files that exist, and to headings those files have. */
class DocsLinksTest {
    private static final List<DocPage> PAGES = DocPage.all(DocPage.repositoryRoot());

    @Test
    void everyRelativeLinkAndAnchor_inTheReadmeAndTheDocs_resolves() {
        List<String> broken =
                PAGES.stream().flatMap(page -> DocLinks.problems(page).stream()).toList();

        assertThat(broken).as("links that do not resolve").isEmpty();
    }

    @Test
    void theReadme_leadsIntoTheDocsIndex_andTheIndexIntoEverySection() {
        DocPage readme = PAGES.get(0);
        DocPage index = PAGES.stream()
                .filter(page -> page.name().equals("docs/README.md"))
                .findFirst()
                .orElseThrow();

        assertThat(Markdown.linkTargets(readme.text())).contains("docs/README.md");
        assertThat(Markdown.linkTargets(index.text()))
                .anySatisfy(t -> assertThat(t).startsWith("guide/"))
                .anySatisfy(t -> assertThat(t).startsWith("reference/"))
                .anySatisfy(t -> assertThat(t).startsWith("local/"))
                .anySatisfy(t -> assertThat(t).startsWith("operations/"))
                .anySatisfy(t -> assertThat(t).startsWith("contributing/"))
                .anySatisfy(t -> assertThat(t).startsWith("adr/"));
    }
}
