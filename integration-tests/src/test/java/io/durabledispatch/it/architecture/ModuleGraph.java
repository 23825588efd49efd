package io.durabledispatch.it.architecture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The project's modules and the project modules each depends on, read from the POMs: in any scope, and in the
 * scopes that reach a module's users (all but {@code test}).
 */
record ModuleGraph(
        Map<String, Set<String>> dependencies,
        Map<String, Set<String>> mainDependencies,
        Map<String, Set<String>> externalDependencies) {
    private static final String GROUP = "io.durabledispatch";

    static ModuleGraph read(Path root) {
        Map<String, Set<String>> all = new LinkedHashMap<>();
        Map<String, Set<String>> main = new LinkedHashMap<>();
        Map<String, Set<String>> external = new LinkedHashMap<>();
        for (String module : texts(pom(root.resolve("pom.xml")), "module")) {
            Element pom = pom(root.resolve(module).resolve("pom.xml"));
            all.put(module, projectDependencies(pom, true));
            main.put(module, projectDependencies(pom, false));
            external.put(module, externalDependencies(pom));
        }
        return new ModuleGraph(all, main, external);
    }

    /** A module's own non-test dependencies outside the project, as {@code groupId:artifactId}. */
    Set<String> externalDependencies(String module) {
        return externalDependencies.getOrDefault(module, Set.of());
    }

    /** Every module on the classpath of a module's users through its non-test dependencies, itself excluded. */
    Set<String> reachableFrom(String module) {
        Set<String> seen = new LinkedHashSet<>();
        List<String> todo = new ArrayList<>(mainDependencies.getOrDefault(module, Set.of()));
        while (!todo.isEmpty()) {
            String next = todo.remove(todo.size() - 1);
            if (seen.add(next)) todo.addAll(mainDependencies.getOrDefault(next, Set.of()));
        }
        return seen;
    }

    private static Set<String> projectDependencies(Element pom, boolean withTests) {
        Set<String> found = new LinkedHashSet<>();
        NodeList nodes = pom.getElementsByTagName("dependency");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element dependency = (Element) nodes.item(i);
            boolean test = text(dependency, "scope").equals("test");
            if (GROUP.equals(text(dependency, "groupId")) && (withTests || !test)) {
                found.add(text(dependency, "artifactId"));
            }
        }
        return found;
    }

    private static Set<String> externalDependencies(Element pom) {
        Set<String> found = new LinkedHashSet<>();
        NodeList nodes = pom.getElementsByTagName("dependency");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element dependency = (Element) nodes.item(i);
            String group = text(dependency, "groupId");
            // Only the project's own dependency list: not managed versions, not a plugin's class path.
            boolean own =
                    dependency.getParentNode().getParentNode().getNodeName().equals("project");
            if (own && !GROUP.equals(group) && !text(dependency, "scope").equals("test")) {
                found.add(group + ":" + text(dependency, "artifactId"));
            }
        }
        return found;
    }

    private static List<String> texts(Element pom, String tag) {
        NodeList nodes = pom.getElementsByTagName(tag);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++)
            texts.add(nodes.item(i).getTextContent().trim());
        return texts;
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }

    private static Element pom(Path file) {
        try (var in = Files.newInputStream(file)) {
            return DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .parse(in)
                    .getDocumentElement();
        } catch (IOException | javax.xml.parsers.ParserConfigurationException | org.xml.sax.SAXException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}
