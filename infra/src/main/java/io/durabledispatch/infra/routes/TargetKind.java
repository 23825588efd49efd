package io.durabledispatch.infra.routes;

/** The engines a route can start, spelled as in the route document's {@code target.type}. */
public enum TargetKind {
    LAMBDA("lambda"),
    STEP_FUNCTIONS("stepfunctions");

    private final String documentName;

    TargetKind(String documentName) {
        this.documentName = documentName;
    }

    public String documentName() {
        return documentName;
    }

    static TargetKind fromDocument(String route, String type) {
        for (TargetKind kind : values()) {
            if (kind.documentName.equals(type)) {
                return kind;
            }
        }
        throw new IllegalArgumentException(
                "Route '" + route + "': target.type must be 'lambda' or 'stepfunctions', got '" + type + "'");
    }
}
