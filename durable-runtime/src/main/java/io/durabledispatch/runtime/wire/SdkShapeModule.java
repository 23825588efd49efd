package io.durabledispatch.runtime.wire;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.util.function.Function;
import software.amazon.awssdk.services.lambda.model.ErrorObject;
import software.amazon.awssdk.services.lambda.model.Event;
import software.amazon.awssdk.services.lambda.model.Operation;
import software.amazon.awssdk.services.lambda.model.OperationUpdate;
import software.amazon.awssdk.utils.builder.SdkBuilder;

/**
 * Binds the SDK's immutable model shapes through their serializable builders, whose bean properties carry
 * exactly the wire members; so the wire names come from the SDK model itself, not from a copy of it.
 */
final class SdkShapeModule extends SimpleModule {

    SdkShapeModule() {
        super("durable-sdk-shapes");
        bind(Operation.class, Operation.serializableBuilderClass(), Operation::toBuilder);
        bind(OperationUpdate.class, OperationUpdate.serializableBuilderClass(), OperationUpdate::toBuilder);
        bind(ErrorObject.class, ErrorObject.serializableBuilderClass(), ErrorObject::toBuilder);
        bind(Event.class, Event.serializableBuilderClass(), Event::toBuilder);
    }

    private <T> void bind(Class<T> shape, Class<?> builderClass, Function<T, Object> toBuilder) {
        addSerializer(shape, new JsonSerializer<T>() {
            @Override
            public void serialize(T value, JsonGenerator gen, SerializerProvider provider) throws IOException {
                provider.defaultSerializeValue(toBuilder.apply(value), gen);
            }
        });
        addDeserializer(shape, new JsonDeserializer<T>() {
            @Override
            public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                SdkBuilder<?, ?> builder = (SdkBuilder<?, ?>) context.readValue(parser, builderClass);
                return shape.cast(builder.build());
            }
        });
    }
}
