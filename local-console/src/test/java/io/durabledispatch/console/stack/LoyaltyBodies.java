package io.durabledispatch.console.stack;

/** Message bodies of the loyalty routes the console tests send: points earned and rewards redeemed. */
final class LoyaltyBodies {
    private LoyaltyBodies() {}

    static String points(String tenant, String member, String activity) {
        return "{\"type\":\"points.earned\",\"tenant_id\":\"%s\",\"member_id\":\"%s\",\"activity_id\":\"%s\",\"points\":100}"
                .formatted(tenant, member, activity);
    }

    static String reward(String tenant, String member, String redemption) {
        return ("{\"type\":\"reward.redeemed\",\"tenant_id\":\"%s\",\"member_id\":\"%s\",\"redemption_id\":\"%s\","
                        + "\"reward\":\"mug\",\"points\":40}")
                .formatted(tenant, member, redemption);
    }
}
