package io.durabledispatch.workflows.stores;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.durabledispatch.workflows.catalog.PriceRecord;
import io.durabledispatch.workflows.catalog.ProductCatalog;
import io.durabledispatch.workflows.catalog.ProductRecord;
import io.durabledispatch.workflows.common.KeyConflictException;
import io.durabledispatch.workflows.common.Money;
import io.durabledispatch.workflows.order.Charge;
import io.durabledispatch.workflows.order.ChargeRequest;
import io.durabledispatch.workflows.order.Inventory;
import io.durabledispatch.workflows.order.OrderBook;
import io.durabledispatch.workflows.order.OrderItem;
import io.durabledispatch.workflows.order.OrderRecord;
import io.durabledispatch.workflows.order.Payments;
import io.durabledispatch.workflows.order.Reservation;
import io.durabledispatch.workflows.points.InsufficientPointsException;
import io.durabledispatch.workflows.points.PointsDebit;
import io.durabledispatch.workflows.points.PointsGrant;
import io.durabledispatch.workflows.points.PointsLedger;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * One behaviour for every implementation of the side-effect ports: the in-memory stores and the DynamoDB
 * adapters run these same tests. Each test gets fresh, empty stores.
 */
abstract class SideEffectStoresContract {
    private static final Money AMOUNT = new Money("EUR", new BigDecimal("44.90"));
    private static final long RACE_TIMEOUT_SECONDS = 60;
    private static final List<OrderItem> ITEMS = List.of(new OrderItem(2, "SKU-RED-1", new BigDecimal("19.95")));

    /** Fresh, empty stores; {@code declinesCustomer} is the payment provider's decline rule. */
    protected abstract Stores stores(Predicate<String> declinesCustomer);

    protected record Stores(
            OrderBook orders, Inventory inventory, Payments payments, PointsLedger points, ProductCatalog catalog) {}

    private final Set<String> declined = ConcurrentHashMap.newKeySet();
    private Stores stores;

    @BeforeEach
    void freshStores() {
        stores = stores(declined::contains);
    }

    // Orders: one per (tenant, order number).

    @Test
    void register_createsTheOrder_andReturnsIt() {
        var order = order("A-1001", AMOUNT);

        assertThat(stores.orders().register(order)).isEqualTo(order);
    }

    @Test
    void register_returnsTheStoredOrder_whenRepeatedWithTheSameContent() {
        stores.orders().register(order("A-1001", AMOUNT));

        // 44.9 and 44.90 are one amount: the content is compared after normalisation, as it is stored.
        assertThat(stores.orders().register(order("A-1001", new Money("EUR", new BigDecimal("44.9")))))
                .isEqualTo(order("A-1001", AMOUNT));
    }

    @Test
    void register_conflicts_whenRepeatedWithDifferentContent() {
        stores.orders().register(order("A-1001", AMOUNT));

        assertThatThrownBy(() -> stores.orders().register(order("A-1001", new Money("EUR", BigDecimal.ONE))))
                .isInstanceOf(KeyConflictException.class)
                .hasMessageContaining("orders");
        assertThat(stores.orders().register(order("A-1001", AMOUNT))).isEqualTo(order("A-1001", AMOUNT));
    }

    @Test
    void register_keepsOrdersOfTwoTenantsApart_underOneOrderNumber() {
        var acme = order("A-1001", AMOUNT);
        var globex = new OrderRecord("globex", "A-1001", "C-99", new Money("USD", BigDecimal.TEN), ITEMS);

        stores.orders().register(acme);

        assertThat(stores.orders().register(globex)).isEqualTo(globex);
    }

    @Test
    void register_letsExactlyOneOfTwoRacingWritersWin() throws Exception {
        var first = order("A-1001", AMOUNT);
        var second = order("A-1001", new Money("EUR", BigDecimal.ONE));

        List<Object> outcomes = race(
                () -> stores.orders().register(first), () -> stores.orders().register(second));

        assertThat(outcomes).filteredOn(KeyConflictException.class::isInstance).hasSize(1);
        Object winner = outcomes.stream()
                .filter(OrderRecord.class::isInstance)
                .findFirst()
                .orElseThrow();
        assertThat(winner).isIn(first, second);
        assertThat(stores.orders().register((OrderRecord) winner)).isEqualTo(winner);
    }

    // Reservations: one per reservation id; a release is a final state.

    @Test
    void reserve_isIdempotent_andConflictsOnOtherItems() {
        var reservation = new Reservation("order-A-1001", ITEMS);

        assertThat(stores.inventory().reserve(reservation)).isEqualTo(reservation);
        assertThat(stores.inventory().reserve(new Reservation("order-A-1001", ITEMS)))
                .isEqualTo(reservation);
        assertThatThrownBy(() -> stores.inventory().reserve(new Reservation("order-A-1001", List.of())))
                .isInstanceOf(KeyConflictException.class);
    }

    @Test
    void release_isTrueForAHeldReservation_twice_andFalseForAnUnknownOne() {
        stores.inventory().reserve(new Reservation("order-A-1001", ITEMS));

        assertThat(stores.inventory().release("order-A-1001")).isTrue();
        assertThat(stores.inventory().release("order-A-1001")).isTrue();
        assertThat(stores.inventory().release("never-reserved")).isFalse();
    }

    // Charges: one per idempotency key; the first answer is the answer.

    @Test
    void charge_returnsTheFirstAnswer_whenRepeated_evenIfTheDeclineRuleChangedSince() {
        var first = stores.payments().charge(new ChargeRequest("exec-1", "C-17", AMOUNT));
        declined.add("C-17");

        var repeat = stores.payments().charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        assertThat(first.status()).isEqualTo(Charge.Status.CAPTURED);
        assertThat(repeat).isEqualTo(first);
        assertThat(stores.payments()
                        .charge(new ChargeRequest("exec-2", "C-17", AMOUNT))
                        .status())
                .isEqualTo(Charge.Status.DECLINED);
    }

    @Test
    void charge_conflicts_whenTheKeyIsReusedForAnotherAmount() {
        stores.payments().charge(new ChargeRequest("exec-1", "C-17", AMOUNT));

        assertThatThrownBy(() ->
                        stores.payments().charge(new ChargeRequest("exec-1", "C-17", new Money("EUR", BigDecimal.ONE))))
                .isInstanceOf(KeyConflictException.class)
                .hasMessageContaining("charges");
    }

    @Test
    void refund_refundsACapture_andIsANoOpForADeclineOrAnUnknownKey() {
        stores.payments().charge(new ChargeRequest("exec-1", "C-17", AMOUNT));
        declined.add("C-18");
        stores.payments().charge(new ChargeRequest("exec-2", "C-18", AMOUNT));

        assertThat(stores.payments().refund("exec-1").refunded()).isTrue();
        assertThat(stores.payments().refund("exec-1").refunded()).isTrue();
        assertThat(stores.payments().refund("exec-2").refunded()).isFalse();
        assertThat(stores.payments().refund("never-charged").refunded()).isFalse();
    }

    // Points: one line per grant activity and per redemption, applied to the member's balance once.

    @Test
    void grant_countsOnce_whenRepeated_andConflictsOnOtherPoints() {
        stores.points().grant(new PointsGrant("acme", "M-5", "order:A-1", 120));
        var repeat = stores.points().grant(new PointsGrant("acme", "M-5", "order:A-1", 120));
        stores.points().grant(new PointsGrant("acme", "M-5", "order:A-2", 30));

        assertThat(repeat).isEqualTo(new PointsGrant("acme", "M-5", "order:A-1", 120));
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(150);
        assertThatThrownBy(() -> stores.points().grant(new PointsGrant("acme", "M-5", "order:A-1", 999)))
                .isInstanceOf(KeyConflictException.class);
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(150);
    }

    @Test
    void debit_debitsOnce_whenTheSameRedemptionIsRepeated_andConflictsOnOtherPoints() {
        stores.points().grant(new PointsGrant("initech", "M-42", "opening", 800));

        stores.points().debit(new PointsDebit("initech", "M-42", "R-9001", 500));
        var repeat = stores.points().debit(new PointsDebit("initech", "M-42", "R-9001", 500));

        assertThat(repeat).isEqualTo(new PointsDebit("initech", "M-42", "R-9001", 500));
        assertThat(stores.points().balance("initech", "M-42")).isEqualTo(300);
        assertThatThrownBy(() -> stores.points().debit(new PointsDebit("initech", "M-42", "R-9001", 100)))
                .isInstanceOf(KeyConflictException.class);
        assertThat(stores.points().balance("initech", "M-42")).isEqualTo(300);
    }

    @Test
    void debit_refusesAndDebitsNothing_whenTheBalanceIsTooLow() {
        stores.points().grant(new PointsGrant("initech", "M-42", "opening", 100));

        assertThatThrownBy(() -> stores.points().debit(new PointsDebit("initech", "M-42", "R-1", 500)))
                .isInstanceOf(InsufficientPointsException.class)
                .hasMessageContaining("has 100 points, 500 requested");
        assertThat(stores.points().balance("initech", "M-42")).isEqualTo(100);

        // Not recorded: once the balance covers it, the same redemption goes through.
        stores.points().grant(new PointsGrant("initech", "M-42", "top-up", 400));
        stores.points().debit(new PointsDebit("initech", "M-42", "R-1", 500));
        assertThat(stores.points().balance("initech", "M-42")).isZero();
    }

    @Test
    void debit_refuses_whenTheMemberHasNoAccountYet() {
        assertThatThrownBy(() -> stores.points().debit(new PointsDebit("initech", "M-new", "R-1", 1)))
                .isInstanceOf(InsufficientPointsException.class)
                .hasMessageContaining("has 0 points");
        assertThat(stores.points().balance("initech", "M-new")).isZero();
    }

    @Test
    void debit_neverOverdraws_whenRedemptionsRace() throws Exception {
        stores.points().grant(new PointsGrant("initech", "M-42", "opening", 500));

        List<Callable<Object>> debits = IntStream.range(0, 12)
                .<Callable<Object>>mapToObj(
                        i -> () -> stores.points().debit(new PointsDebit("initech", "M-42", "R-" + i, 100)))
                .toList();
        List<Object> outcomes = race(debits);

        assertThat(outcomes).filteredOn(PointsDebit.class::isInstance).hasSize(5);
        assertThat(outcomes)
                .filteredOn(InsufficientPointsException.class::isInstance)
                .hasSize(7);
        assertThat(stores.points().balance("initech", "M-42")).isZero();
    }

    @Test
    void grant_countsOnce_whenTwoWritersRaceOnOneActivity() throws Exception {
        var grant = new PointsGrant("acme", "M-5", "order:A-1", 120);

        List<Object> outcomes =
                race(() -> stores.points().grant(grant), () -> stores.points().grant(grant));

        assertThat(outcomes).containsExactly(grant, grant);
        assertThat(stores.points().balance("acme", "M-5")).isEqualTo(120);
    }

    // Catalog: one product per (tenant, sku), one price per (tenant, sku, currency).

    @Test
    void registerProduct_isIdempotent_andConflictsOnAnotherTitle() {
        var lamp = new ProductRecord("globex", "SKU-LAMP-9", "Desk lamp", "lighting");

        assertThat(stores.catalog().registerProduct(lamp)).isEqualTo(lamp);
        assertThat(stores.catalog().registerProduct(lamp)).isEqualTo(lamp);
        assertThatThrownBy(() -> stores.catalog()
                        .registerProduct(new ProductRecord("globex", "SKU-LAMP-9", "Floor lamp", "lighting")))
                .isInstanceOf(KeyConflictException.class)
                .hasMessageContaining("products");
    }

    @Test
    void registerPrice_keepsOnePricePerCurrency_andSkusWithSeparatorsApart() {
        var usd = new PriceRecord("globex", "SKU-LAMP-9", new Money("USD", new BigDecimal("12")));
        var eur = new PriceRecord("globex", "SKU-LAMP-9", new Money("EUR", new BigDecimal("11.5")));
        var odd = new PriceRecord("globex", "SKU#LAMP", new Money("USD", new BigDecimal("3")));
        var odder = new PriceRecord("globex", "SKU", new Money("LAMP#USD", new BigDecimal("4")));

        assertThat(List.of(usd, eur, odd, odder))
                .allSatisfy(price ->
                        assertThat(stores.catalog().registerPrice(price)).isEqualTo(price));
        assertThat(stores.catalog()
                        .registerPrice(
                                new PriceRecord("globex", "SKU-LAMP-9", new Money("USD", new BigDecimal("12.00")))))
                .isEqualTo(usd);
        assertThatThrownBy(() -> stores.catalog()
                        .registerPrice(new PriceRecord("globex", "SKU-LAMP-9", new Money("USD", BigDecimal.ONE))))
                .isInstanceOf(KeyConflictException.class)
                .hasMessageContaining("prices");
    }

    private static OrderRecord order(String orderNo, Money amount) {
        return new OrderRecord("acme", orderNo, "C-17", amount, ITEMS);
    }

    @SafeVarargs
    private static List<Object> race(Callable<Object>... writers) throws Exception {
        return race(List.of(writers));
    }

    /**
     * Runs the writers at once, one thread each, released together by a barrier; each outcome is a result or the
     * exception it threw.
     */
    private static List<Object> race(List<Callable<Object>> writers) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(writers.size());
        try {
            CyclicBarrier start = new CyclicBarrier(writers.size());
            List<Future<Object>> running = new ArrayList<>();
            for (Callable<Object> writer : writers) {
                running.add(threads.submit(() -> {
                    start.await(RACE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                    return writer.call();
                }));
            }
            List<Object> outcomes = new ArrayList<>();
            for (Future<Object> outcome : running) {
                try {
                    outcomes.add(outcome.get(RACE_TIMEOUT_SECONDS, TimeUnit.SECONDS));
                } catch (ExecutionException failed) {
                    outcomes.add(failed.getCause());
                }
            }
            return outcomes;
        } finally {
            threads.shutdownNow();
        }
    }
}
