package io.durabledispatch.workflows.order;

import io.durabledispatch.workflows.common.KeyConflictException;
import io.durabledispatch.workflows.common.UniqueKeyStore;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/** Thread-safe {@link Payments} keyed by idempotency key, declining the customers it is told to decline. */
public final class InMemoryPayments implements Payments {
    private final UniqueKeyStore<String, Charge> charges = new UniqueKeyStore<>("charges");
    private final UniqueKeyStore<String, Refund> refunds = new UniqueKeyStore<>("refunds");
    private final Set<String> decliningCustomers = ConcurrentHashMap.newKeySet();
    private final Predicate<String> declineRule;

    public InMemoryPayments() {
        this(customerId -> false);
    }

    /** @param declineRule customers whose new charges are declined, besides those {@link #declineCustomer} names */
    public InMemoryPayments(Predicate<String> declineRule) {
        this.declineRule = declineRule;
    }

    /** From now on, new charges for {@code customerId} are declined (a card that bounces). */
    public void declineCustomer(String customerId) {
        decliningCustomers.add(customerId);
    }

    /** Whether new charges for {@code customerId} are declined; other stores can follow the same rule. */
    public boolean declines(String customerId) {
        return decliningCustomers.contains(customerId) || declineRule.test(customerId);
    }

    @Override
    public synchronized Charge charge(ChargeRequest request) {
        var existing = charges.find(request.idempotencyKey());
        if (existing.isPresent()) {
            requireSameRequest(existing.get(), request);
            return existing.get();
        }
        var status = declines(request.customerId()) ? Charge.Status.DECLINED : Charge.Status.CAPTURED;
        return charges.insert(
                request.idempotencyKey(),
                new Charge(request.idempotencyKey(), request.customerId(), request.amount(), status));
    }

    private static void requireSameRequest(Charge charge, ChargeRequest request) {
        if (!charge.customerId().equals(request.customerId())
                || !charge.amount().equals(request.amount())) {
            throw new KeyConflictException("charges", request.idempotencyKey());
        }
    }

    @Override
    public synchronized Refund refund(String idempotencyKey) {
        boolean captured = charges.find(idempotencyKey).filter(Charge::captured).isPresent();
        var refund = new Refund(idempotencyKey, captured);
        return captured ? refunds.put(idempotencyKey, refund) : refund;
    }

    /** Every answered charge, captured or declined. */
    public List<Charge> charges() {
        return charges.rows();
    }

    public List<Charge> captured() {
        return charges.rows(Charge::captured);
    }

    public List<Refund> refunds() {
        return refunds.rows();
    }
}
