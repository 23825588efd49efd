package io.durabledispatch.dispatcher.aws;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SqsQueueUrlsTest {
    @Test
    void urlOf_usesTheRegionalEndpoint_perPartition() {
        SqsQueueUrls urls = new SqsQueueUrls(Optional.empty());

        assertThat(urls.urlOf("arn:aws:sqs:eu-west-1:123456789012:dispatch-events"))
                .isEqualTo("https://sqs.eu-west-1.amazonaws.com/123456789012/dispatch-events");
        assertThat(urls.urlOf("arn:aws-cn:sqs:cn-north-1:123456789012:q.fifo"))
                .isEqualTo("https://sqs.cn-north-1.amazonaws.com.cn/123456789012/q.fifo");
    }

    @Test
    void urlOf_usesTheEndpointOverride_whenSet() {
        SqsQueueUrls urls = new SqsQueueUrls(Optional.of(URI.create("http://127.0.0.1:9324/")));

        assertThat(urls.urlOf("arn:aws:sqs:us-east-1:000000000000:dispatch-events.fifo"))
                .isEqualTo("http://127.0.0.1:9324/000000000000/dispatch-events.fifo");
    }

    @Test
    void urlOf_refusesWhatIsNotAQueueArn() {
        SqsQueueUrls urls = new SqsQueueUrls(Optional.empty());

        assertThatThrownBy(() -> urls.urlOf("arn:aws:lambda:us-east-1:000000000000:function:f"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> urls.urlOf("my-queue")).isInstanceOf(IllegalArgumentException.class);
    }
}
