package io.durabledispatch.it.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The README and the docs say things in their own words: no issue numbers, commit hashes or section numbers. */
class DocsReferencesTest {
    @Test
    void theReadmeAndTheDocs_nameNoIssueNumberCommitHashOrSectionNumber() {
        List<String> found = DocPage.all(DocPage.repositoryRoot()).stream()
                .flatMap(page -> ForbiddenReferences.in(page).stream())
                .toList();

        assertThat(found)
                .as("references a reader of the repository cannot follow")
                .isEmpty();
    }
}
