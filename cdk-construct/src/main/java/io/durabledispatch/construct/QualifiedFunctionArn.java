package io.durabledispatch.construct;

/** {@code arn:<partition>:lambda:<region>:<account>:function:<name>:<qualifier>}, split into its parts. */
record QualifiedFunctionArn(String unqualified, String name, String qualifier) {
    static QualifiedFunctionArn parse(String arn) {
        String[] parts = arn.split(":", -1);
        boolean qualified = parts.length == 8
                && parts[0].equals("arn")
                && parts[2].equals("lambda")
                && parts[5].equals("function")
                && !parts[6].isEmpty()
                && !parts[7].isEmpty();
        Checks.require(
                qualified,
                "durableFunctionAlias: '" + arn + "' is not an alias ARN like "
                        + "arn:aws:lambda:<region>:<account>:function:<name>:<alias>");
        return new QualifiedFunctionArn(arn.substring(0, arn.lastIndexOf(':')), parts[6], parts[7]);
    }
}
