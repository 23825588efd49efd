package io.durabledispatch.runtime.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import software.amazon.awssdk.services.lambda.model.ErrorObject;

/**
 * JSON codec of the durable wire shapes, in the protocol's UpperCamelCase member names. Unknown members
 * are ignored and nulls omitted. Two flavours differ only in timestamps: {@link #invocation()} for the
 * service-to-function documents (epoch millis), {@link #api()} for HTTP API bodies (epoch seconds).
 */
public final class DurableWireCodec {
    private static final DurableWireCodec INVOCATION = new DurableWireCodec(InstantFormat.EPOCH_MILLIS);
    private static final DurableWireCodec API = new DurableWireCodec(InstantFormat.EPOCH_SECONDS);

    private final ObjectMapper mapper;

    private DurableWireCodec(InstantFormat instants) {
        this.mapper = new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
                .configure(SerializationFeature.FAIL_ON_EMPTY_BEANS, false)
                .registerModule(instants.module())
                .registerModule(new SdkShapeModule());
    }

    /** Invocation input/output documents: timestamps as integer epoch millis. */
    public static DurableWireCodec invocation() {
        return INVOCATION;
    }

    /** Durable API request/response bodies: timestamps as fractional epoch seconds. */
    public static DurableWireCodec api() {
        return API;
    }

    public <T> T read(byte[] json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (IOException e) {
            throw new UncheckedIOException("malformed durable " + type.getSimpleName() + " JSON", e);
        }
    }

    public <T> T read(InputStream json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (IOException e) {
            throw new UncheckedIOException("malformed durable " + type.getSimpleName() + " JSON", e);
        }
    }

    public byte[] write(Object shape) {
        try {
            return mapper.writeValueAsBytes(shape);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot serialise " + shape.getClass().getSimpleName(), e);
        }
    }

    public InvocationInput readInput(byte[] json) {
        return read(json, InvocationInput.class);
    }

    public InvocationOutput readOutput(byte[] json) {
        return read(json, InvocationOutput.class);
    }

    public ErrorObject readError(byte[] json) {
        return read(json, ErrorObject.class);
    }

    /** The mapper, for adapters that need tree access (e.g. an HTTP emulator); configured as above. */
    public ObjectMapper mapper() {
        return mapper;
    }
}
