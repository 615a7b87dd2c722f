/**
 * The client's live projection (domain/mining/home/projection.ts): from any answer of a server
 * that mines at one speed, at any device instant and any clock offset, the projection never
 * exceeds speed times the elapsed server time capped at the 6 h deadline, never goes negative,
 * never drops below the server's own amount, and grows with time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_PERIOD_MS, HOUR_MS } from '../../../domain/mining/shared/accrual';
import { basisOf, projectedUnits, SWITCH_DECIMALS } from '../../../domain/mining/home/projection';
import { decimalToUnits, unitsToDecimal } from '../../../domain/money/units';
import { aUserMining } from '../../support/mothers';

const T0 = Date.UTC(2026, 0, 1);

const answer = fc.record({
  speedUnits: fc.bigInt({ min: 0n, max: 10n ** 13n }),
  /** How long before the answer the last claim was (may be past the deadline). */
  sinceClaimMs: fc.integer({ min: 0, max: 20 * HOUR_MS }),
  /** Server clock minus device clock. */
  offsetMs: fc.integer({ min: -48 * HOUR_MS, max: 48 * HOUR_MS }),
  /** Device time of the reading, relative to the answer's arrival (negative: the clock jumped back). */
  laterMs: fc.integer({ min: -10 * HOUR_MS, max: 30 * HOUR_MS }),
  laterStillMs: fc.integer({ min: 0, max: 10 * HOUR_MS }),
});

const switchOf = (units: bigint): string => {
  const decimal = unitsToDecimal(String(units), SWITCH_DECIMALS);
  if (!decimal.ok) throw new Error('bad units');
  return decimal.value;
};

describe('the live projection', () => {
  it('stays within speed x capped elapsed server time, never negative, never below the answer, never decreasing', () => {
    fc.assert(
      fc.property(answer, ({ speedUnits, sinceClaimMs, offsetMs, laterMs, laterStillMs }) => {
        const serverTime = T0;
        const lastClaim = serverTime - sinceClaimMs;
        // What an honest server at one speed answers: accrued to its time, capped, floored.
        const mined = (speedUnits * BigInt(Math.min(sinceClaimMs, CLAIM_PERIOD_MS))) / BigInt(HOUR_MS);
        const record = aUserMining(
          { speed: switchOf(speedUnits), miningAmount: switchOf(mined), dttmLastClaim: new Date(lastClaim).toISOString() },
          new Date(serverTime).toISOString(),
        );
        const receivedAt = serverTime - offsetMs;
        const basis = basisOf(record, receivedAt);
        const at = receivedAt + laterMs;
        const projected = projectedUnits(basis, at);
        const serverNow = Math.max(at + offsetMs, serverTime);
        const cappedElapsed = BigInt(Math.max(0, Math.min(serverNow - lastClaim, CLAIM_PERIOD_MS)));
        expect(projected >= 0n).toBe(true);
        expect(projected <= (speedUnits * cappedElapsed) / BigInt(HOUR_MS)).toBe(true);
        expect(projected >= mined).toBe(true);
        expect(projectedUnits(basis, at + laterStillMs) >= projected).toBe(true);
        const units = decimalToUnits(record.mining.miningAmount, SWITCH_DECIMALS);
        expect(units.ok && BigInt(units.value) === mined).toBe(true);
      }),
    );
  });
});
