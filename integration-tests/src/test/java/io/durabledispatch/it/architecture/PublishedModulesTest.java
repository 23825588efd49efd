package io.durabledispatch.it.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * A release publishes what a team consumes and everything those need at compile or run time, and nothing else: a
 * published jar whose project dependency is missing from the repository cannot be resolved, and a module published
 * by default (it has no maven.deploy.skip) without anyone deciding so becomes a public API by accident.
 */
class PublishedModulesTest {
    /** What a team depends on: the construct, the emulators for its tests, the durable runtime. */
    private static final Set<String> CONSUMED = Set.of("cdk-construct", "local-emulators", "durable-runtime");

    private static final Path ROOT = repositoryRoot();
    private static final ModuleGraph GRAPH = ModuleGraph.read(ROOT);

    @Test
    void published_areTheConsumedModules_andEverythingTheyNeed() {
        Set<String> needed = new TreeSet<>(CONSUMED);
        CONSUMED.forEach(module -> needed.addAll(GRAPH.reachableFrom(module)));

        Set<String> published = new TreeSet<>();
        GRAPH.dependencies().keySet().stream().filter(m -> !skipsDeploy(m)).forEach(published::add);

        assertThat(published)
                .as("modules without maven.deploy.skip=true (set it, or publish what a consumed module needs)")
                .isEqualTo(needed);
    }

    private static boolean skipsDeploy(String module) {
        Path pom = ROOT.resolve(module).resolve("pom.xml");
        try (InputStream in = Files.newInputStream(pom)) {
            NodeList skip = DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .parse(in)
                    .getElementsByTagName("maven.deploy.skip");
            return skip.getLength() > 0 && skip.item(0).getTextContent().trim().equals("true");
        } catch (IOException | ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("cannot read " + pom, e);
        }
    }

    private static Path repositoryRoot() {
        Path here = Path.of("").toAbsolutePath();
        return here.resolve("integration-tests").toFile().isDirectory() ? here : here.getParent();
    }
}
