package io.durabledispatch.kinesalite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.kinesis.KinesisClient;
import software.amazon.awssdk.services.kinesis.model.Record;
import software.amazon.awssdk.services.kinesis.model.Shard;
import software.amazon.awssdk.services.kinesis.model.ShardIteratorType;

class KinesaliteServerTest {
    private static final String REGION = "eu-west-1";

    @RegisterExtension
    static final KinesaliteExtension KINESALITE = new KinesaliteExtension();

    @Test
    void sharedServer_keepsRecordsPerShardInOrder_forTheSdkClient() {
        assertThat(KINESALITE.endpoint().getHost()).isEqualTo("127.0.0.1");
        try (KinesisClient kinesis = KinesaliteStreams.client(KINESALITE.endpoint(), REGION)) {
            KinesaliteStreams.create(kinesis, "orders", 2);
            for (int i = 0; i < 3; i++) {
                int n = i;
                kinesis.putRecord(r -> r.streamName("orders").partitionKey("p").data(SdkBytes.fromUtf8String("r" + n)));
            }

            List<Shard> shards = kinesis.listShards(r -> r.streamName("orders")).shards();
            List<String> data = shards.stream()
                    .flatMap(shard -> read(kinesis, shard.shardId()).stream())
                    .map(record -> record.data().asUtf8String())
                    .toList();

            assertThat(shards).hasSize(2);
            assertThat(data).containsExactly("r0", "r1", "r2");
        }
    }

    @Test
    void aSecondCreate_keepsTheStream() {
        try (KinesisClient kinesis = KinesaliteStreams.client(KINESALITE.endpoint(), REGION)) {
            KinesaliteStreams.create(kinesis, "kept", 1);
            kinesis.putRecord(r -> r.streamName("kept").partitionKey("p").data(SdkBytes.fromUtf8String("x")));

            KinesaliteStreams.create(kinesis, "kept", 3);

            assertThat(kinesis.listShards(r -> r.streamName("kept")).shards()).hasSize(1);
        }
    }

    @Test
    void close_stopsTheProcess() {
        var project = KinesaliteRequirement.current().project().orElseThrow();
        URI endpoint;
        try (var server = KinesaliteServer.start(project)) {
            endpoint = server.endpoint();
            try (KinesisClient kinesis = KinesaliteStreams.client(endpoint, REGION)) {
                assertThat(kinesis.listStreams().streamNames()).isEmpty();
            }
        }

        try (KinesisClient kinesis = KinesaliteStreams.client(endpoint, REGION)) {
            assertThatThrownBy(kinesis::listStreams).isInstanceOf(SdkClientException.class);
        }
    }

    private static List<Record> read(KinesisClient kinesis, String shardId) {
        String iterator = kinesis.getShardIterator(
                        r -> r.streamName("orders").shardId(shardId).shardIteratorType(ShardIteratorType.TRIM_HORIZON))
                .shardIterator();
        return kinesis.getRecords(r -> r.shardIterator(iterator)).records();
    }
}
