package io.durabledispatch.streams.convert;

import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The ten kinds a DynamoDB attribute value can have. The event type is one class with a getter per kind, so the
 * kind is read once here and every converter switches over this enum: a kind DynamoDB adds later does not
 * compile until each switch handles it.
 */
public enum AttributeKind {
    S,
    N,
    B,
    BOOL,
    NULL,
    M,
    L,
    SS,
    NS,
    BS;

    /** The one kind that is set; none or several means the record was not written by DynamoDB. */
    public static AttributeKind of(AttributeValue value) {
        List<AttributeKind> set = new ArrayList<>();
        for (AttributeKind kind : values()) {
            if (kind.isSetOn(value)) set.add(kind);
        }
        if (set.size() != 1) throw new UnreadableAttributeException("an attribute value with kinds " + set);
        return set.get(0);
    }

    private boolean isSetOn(AttributeValue value) {
        return switch (this) {
            case S -> value.getS() != null;
            case N -> value.getN() != null;
            case B -> value.getB() != null;
            case BOOL -> value.getBOOL() != null;
            // NULL is only ever sent as true; false would say nothing and counts as unset.
            case NULL -> Boolean.TRUE.equals(value.getNULL());
            case M -> value.getM() != null;
            case L -> value.getL() != null;
            case SS -> value.getSS() != null;
            case NS -> value.getNS() != null;
            case BS -> value.getBS() != null;
        };
    }
}
