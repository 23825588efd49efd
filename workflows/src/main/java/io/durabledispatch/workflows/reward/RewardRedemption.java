package io.durabledispatch.workflows.reward;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.durabledispatch.workflows.points.InsufficientPointsException;
import io.durabledispatch.workflows.points.PointsDebit;
import io.durabledispatch.workflows.points.PointsLedger;
import java.util.function.Function;

/**
 * The {@code reward-redemption} state machine's work as a plain function (canonical input JSON → output JSON),
 * run by the local Step Functions emulator and, in AWS, by {@link RewardRedemptionFunction}, which the state
 * machine's one task invokes: the same code on the same DynamoDB adapter in both places. The debit is keyed by
 * the redemption id, so a redelivered start or a retried task debits once.
 *
 * @throws InsufficientPointsException (error type {@value InsufficientPointsException#ERROR_TYPE}) when the
 *     member's balance is too low; nothing is debited
 */
public final class RewardRedemption implements Function<String, String> {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final PointsLedger ledger;

    public RewardRedemption(PointsLedger ledger) {
        this.ledger = ledger;
    }

    @Override
    public String apply(String canonicalInput) {
        try {
            var input = JSON.readValue(canonicalInput, RewardInput.class);
            var debit = ledger.debit(
                    new PointsDebit(input.tenantId(), input.memberId(), input.redemptionId(), input.points()));
            return JSON.writeValueAsString(new RewardResult(
                    debit.tenantId(), debit.memberId(), debit.redemptionId(), input.reward(), debit.points()));
        } catch (JsonProcessingException malformed) {
            throw new IllegalArgumentException(
                    "reward-redemption input is not a redemption: " + malformed.getOriginalMessage(), malformed);
        }
    }
}
