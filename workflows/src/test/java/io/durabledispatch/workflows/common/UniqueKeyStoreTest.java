package io.durabledispatch.workflows.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class UniqueKeyStoreTest {
    private final UniqueKeyStore<String, String> store = new UniqueKeyStore<>("things");

    @Test
    void insert_returnsExisting_whenSameKeySameContent() {
        store.insert("k", "v");

        assertThat(store.insert("k", "v")).isEqualTo("v");
        assertThat(store.rows()).containsExactly("v");
    }

    @Test
    void insert_throwsConflict_whenSameKeyDifferentContent() {
        store.insert("k", "v");

        assertThatThrownBy(() -> store.insert("k", "other"))
                .isInstanceOf(KeyConflictException.class)
                .hasMessageContaining("things")
                .hasMessageContaining("'k'");
        assertThat(store.find("k")).contains("v");
    }

    @Test
    void put_overwrites_asAFinalStateWrite() {
        store.put("k", "v");
        store.put("k", "w");

        assertThat(store.rows()).containsExactly("w");
    }

    @Test
    void insert_keepsOneRow_whenManyThreadsRaceOnOneKey() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            var results = IntStream.range(0, 64)
                    .mapToObj(i -> pool.submit(() -> store.insert("k", "v")))
                    .toList();
            for (Future<String> result : results) {
                assertThat(result.get()).isEqualTo("v");
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(store.rows()).containsExactly("v");
    }
}
