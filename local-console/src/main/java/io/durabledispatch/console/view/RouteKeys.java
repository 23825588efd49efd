package io.durabledispatch.console.view;

import io.durabledispatch.routes.Route;
import java.util.List;

/**
 * What the business-key form needs of a route: its name, and the fields a user types.
 *
 * @param tenantField the JSON pointer of the tenant, e.g. {@code /tenant_id}
 * @param keyFields the JSON pointers of the key fields, in order, e.g. {@code [/order_no]}
 */
public record RouteKeys(String route, String operation, String tenantField, List<String> keyFields) {
    static RouteKeys of(Route route) {
        return new RouteKeys(
                route.name(),
                route.operation(),
                route.tenant().pointer().toString(),
                route.key().stream().map(field -> field.pointer().toString()).toList());
    }
}
