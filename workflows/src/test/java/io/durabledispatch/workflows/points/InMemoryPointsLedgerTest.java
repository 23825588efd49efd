package io.durabledispatch.workflows.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.workflows.common.KeyConflictException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class InMemoryPointsLedgerTest {
    private final InMemoryPointsLedger ledger = new InMemoryPointsLedger();

    @Test
    void grant_countsOnce_whenTheSameActivityIsGrantedTwice() {
        ledger.grant(new PointsGrant("acme", "M-5", "order:A-1", 120));
        ledger.grant(new PointsGrant("acme", "M-5", "order:A-1", 120));
        ledger.grant(new PointsGrant("acme", "M-5", "order:A-2", 30));

        assertThat(ledger.balance("acme", "M-5")).isEqualTo(150);
        assertThat(ledger.grants()).hasSize(2);
    }

    @Test
    void grant_conflicts_whenTheSameActivityCarriesOtherPoints() {
        ledger.grant(new PointsGrant("acme", "M-5", "order:A-1", 120));

        assertThatThrownBy(() -> ledger.grant(new PointsGrant("acme", "M-5", "order:A-1", 999)))
                .isInstanceOf(KeyConflictException.class);
    }

    @Test
    void debit_refuses_whenTheBalanceIsTooLow() {
        ledger.grant(new PointsGrant("initech", "M-42", "opening", 100));

        assertThatThrownBy(() -> ledger.debit(new PointsDebit("initech", "M-42", "R-1", 500)))
                .isInstanceOf(InsufficientPointsException.class)
                .hasMessageContaining("has 100 points, 500 requested");
        assertThat(ledger.debits()).isEmpty();
    }

    @Test
    void debit_neverOverdraws_whenManyRedemptionsRace() throws Exception {
        ledger.grant(new PointsGrant("initech", "M-42", "opening", 500));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            var attempts = IntStream.range(0, 20)
                    .mapToObj(i -> pool.submit(() -> ledger.debit(new PointsDebit("initech", "M-42", "R-" + i, 100))))
                    .toList();
            for (Future<PointsDebit> attempt : attempts) {
                try {
                    attempt.get();
                } catch (java.util.concurrent.ExecutionException refused) {
                    assertThat(refused).hasCauseInstanceOf(InsufficientPointsException.class);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(ledger.debits()).hasSize(5);
        assertThat(ledger.balance("initech", "M-42")).isZero();
    }
}
