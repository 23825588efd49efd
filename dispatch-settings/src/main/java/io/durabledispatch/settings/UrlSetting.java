package io.durabledispatch.settings;

import java.net.URI;
import java.util.Map;
import java.util.Optional;

/** An optional absolute URL: an endpoint override. */
public record UrlSetting(String name, String variable, String meaning) implements Setting {
    /** The URL, empty when unset; fails when it is not absolute. */
    public Optional<URI> read(Map<String, String> env) {
        Optional<String> raw = Setting.raw(env, variable);
        if (raw.isEmpty()) return Optional.empty();
        return Optional.of(absolute(raw.get().strip())
                .orElseThrow(() ->
                        new SettingException(variable + " must be an " + rangeText() + ", was '" + raw.get() + "'")));
    }

    private static Optional<URI> absolute(String text) {
        try {
            URI uri = URI.create(text);
            return uri.getScheme() != null && uri.getHost() != null ? Optional.of(uri) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // not a URI at all: refused like a relative one
        }
    }

    @Override
    public String defaultText() {
        return "unset";
    }

    @Override
    public String rangeText() {
        return "absolute http(s) URL";
    }

    @Override
    public Optional<String> defaultRaw() {
        return Optional.empty();
    }
}
