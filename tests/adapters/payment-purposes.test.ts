/**
 * Every purpose the sandbox sells (its purpose table, sandbox/mining/features.ts) is one the app can
 * pay: the payment adapter has its endpoints (adapters/http/mining/<purpose>.purchase.ts), and the
 * other way round, so a selling feature cannot forget its half.
 */
import { describe, expect, it } from 'vitest';
import { purposesWithEndpoints } from '../../adapters/http/payment-api';
import { MINING_FEATURES } from '../../sandbox/mining/features';

describe('the purposes of the payment adapter', () => {
  it('are exactly the purposes the sandbox sells', () => {
    const sold = MINING_FEATURES.flatMap((feature) => feature.purposes ?? []).map((row) => row.purpose);
    expect(purposesWithEndpoints().sort()).toEqual(sold.sort());
  });
});
