package io.durabledispatch.emulators.apigateway;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent.RequestContext;
import io.durabledispatch.emulators.http.HttpRequest;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The payload format 2.0 event of one request: header names lower-cased and repeated headers joined by commas,
 * the {@code cookie} header moved to {@code cookies}, repeated query parameters joined by commas, absent maps left
 * out, and a body that is not text base64-encoded ({@link BodyEncoding}).
 */
final class ProxyEvent {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("dd/MMM/yyyy:HH:mm:ss Z", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);
    private static final String COOKIE = "cookie";

    private ProxyEvent() {}

    static APIGatewayV2HTTPEvent of(HttpApiDefinition api, Request request) {
        HttpRequest http = request.http();
        APIGatewayV2HTTPEvent event = new APIGatewayV2HTTPEvent();
        event.setVersion("2.0");
        event.setRouteKey(request.routeKey());
        event.setRawPath(http.rawPath());
        event.setRawQueryString(http.rawQuery());
        event.setCookies(cookies(http));
        event.setHeaders(headers(http));
        event.setQueryStringParameters(nullIfEmpty(joined(http.query())));
        event.setPathParameters(nullIfEmpty(request.pathParameters()));
        BodyEncoding.of(http).apply(http.body(), event);
        event.setRequestContext(context(api, request));
        return event;
    }

    private static RequestContext context(HttpApiDefinition api, Request request) {
        HttpRequest http = request.http();
        String host = http.header("host").orElse("127.0.0.1");
        RequestContext context = new RequestContext();
        context.setAccountId(request.accountId());
        context.setApiId(api.apiId());
        context.setDomainName(host);
        context.setDomainPrefix(host.split("[.:]", 2)[0]);
        context.setRequestId(request.requestId());
        context.setRouteKey(request.routeKey());
        context.setStage(api.stage());
        context.setTime(TIME.format(request.time()));
        context.setTimeEpoch(request.time().toEpochMilli());
        RequestContext.Http line = new RequestContext.Http();
        line.setMethod(http.method());
        line.setPath(http.rawPath());
        line.setProtocol("HTTP/1.1");
        line.setSourceIp(request.sourceIp());
        line.setUserAgent(http.header("user-agent").orElse(""));
        context.setHttp(line);
        return context;
    }

    private static List<String> cookies(HttpRequest http) {
        List<String> cookies = http.headers().getOrDefault(COOKIE, List.of()).stream()
                .flatMap(header -> Arrays.stream(header.split(";")))
                .map(String::trim)
                .filter(cookie -> !cookie.isEmpty())
                .toList();
        return cookies.isEmpty() ? null : cookies;
    }

    private static Map<String, String> headers(HttpRequest http) {
        Map<String, List<String>> headers = new LinkedHashMap<>(http.headers());
        headers.remove(COOKIE);
        return joined(headers);
    }

    private static Map<String, String> joined(Map<String, List<String>> values) {
        Map<String, String> joined = new LinkedHashMap<>();
        values.forEach((name, list) -> joined.put(name, String.join(",", list)));
        return joined;
    }

    private static <V> Map<String, V> nullIfEmpty(Map<String, V> map) {
        return map.isEmpty() ? null : map;
    }

    /**
     * What the event needs beyond the request itself.
     *
     * @param sourceIp the client's address; always loopback, where the emulator listens
     */
    record Request(
            HttpRequest http,
            String routeKey,
            Map<String, String> pathParameters,
            String accountId,
            String requestId,
            Instant time,
            String sourceIp) {}
}
