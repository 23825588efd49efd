package io.durabledispatch.dispatcher.aws;

import java.net.URI;
import java.util.Optional;

/**
 * Queue URLs from queue ARNs, as the event source mapping names a record's queue only by its ARN
 * ({@code arn:<partition>:sqs:<region>:<account>:<name>}). SQS's URL is {@code <endpoint>/<account>/<name>},
 * on the regional endpoint {@code https://sqs.<region>.<dns suffix>} unless an endpoint override is set.
 */
public final class SqsQueueUrls {
    private final Optional<URI> endpointOverride;

    public SqsQueueUrls(Optional<URI> endpointOverride) {
        this.endpointOverride = endpointOverride;
    }

    /** @throws IllegalArgumentException when {@code arn} is not an SQS queue ARN */
    public String urlOf(String arn) {
        String[] parts = arn.split(":", 6);
        if (parts.length != 6 || !parts[0].equals("arn") || !parts[2].equals("sqs") || parts[5].isEmpty()) {
            throw new IllegalArgumentException("not an SQS queue ARN: '" + arn + "'");
        }
        String endpoint = endpointOverride
                .map(uri -> uri.toString().replaceAll("/+$", ""))
                .orElseGet(() -> "https://sqs." + parts[3] + "." + dnsSuffix(parts[1]));
        return endpoint + "/" + parts[4] + "/" + parts[5];
    }

    private static String dnsSuffix(String partition) {
        return switch (partition) {
            case "aws-cn" -> "amazonaws.com.cn";
            default -> "amazonaws.com";
        };
    }
}
