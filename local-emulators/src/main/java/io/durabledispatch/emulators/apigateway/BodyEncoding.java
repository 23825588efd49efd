package io.durabledispatch.emulators.apigateway;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import io.durabledispatch.emulators.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;

/**
 * How a request body goes into the event. Text (a {@code text/*} type, JSON, XML, JavaScript, or a type ending in
 * {@code +json} or {@code +xml}) is passed as it is; anything else, a form post and a body without a content
 * type included, is base64-encoded with {@code isBase64Encoded} true: the function gets its exact bytes.
 */
enum BodyEncoding {
    TEXT {
        @Override
        void apply(byte[] body, APIGatewayV2HTTPEvent event) {
            event.setBody(body.length == 0 ? null : new String(body, StandardCharsets.UTF_8));
            event.setIsBase64Encoded(false);
        }
    },
    BASE64 {
        @Override
        void apply(byte[] body, APIGatewayV2HTTPEvent event) {
            event.setBody(body.length == 0 ? null : Base64.getEncoder().encodeToString(body));
            event.setIsBase64Encoded(body.length > 0);
        }
    };

    abstract void apply(byte[] body, APIGatewayV2HTTPEvent event);

    static BodyEncoding of(HttpRequest request) {
        String type = request.header("content-type")
                .map(value -> value.split(";", 2)[0].trim().toLowerCase(Locale.ROOT))
                .orElse("");
        boolean text = type.startsWith("text/")
                || type.equals("application/json")
                || type.equals("application/xml")
                || type.equals("application/javascript")
                || type.endsWith("+json")
                || type.endsWith("+xml");
        return text ? TEXT : BASE64;
    }
}
