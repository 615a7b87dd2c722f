/** The purchase body every purpose shares: at most 8 details, each name a word, each value bounded. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchaseSchema } from '../../adapters/http/contract/mining/payments';

const detailName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,31}$/);
const details = (min: number, max: number) => fc.dictionary(detailName, fc.string({ maxLength: 512 }), { minKeys: min, maxKeys: max });

describe('a purchase', () => {
  it('keeps up to 8 details as they are', () => {
    fc.assert(
      fc.property(details(0, 8), (input) => {
        expect(purchaseSchema.parse({ purpose: 'autoclaim', details: input })).toEqual({ purpose: 'autoclaim', details: input });
      }),
    );
  });

  it('refuses more than 8 details, saying why', () => {
    fc.assert(
      fc.property(details(9, 20), (input) => {
        const result = purchaseSchema.safeParse({ purpose: 'autoclaim', details: input });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain('at most 8 details');
      }),
    );
  });

  it('refuses a detail name that is not a word, or a value over 512 characters', () => {
    expect(purchaseSchema.safeParse({ purpose: 'autoclaim', details: { 'a-b': '1' } }).success).toBe(false);
    expect(purchaseSchema.safeParse({ purpose: 'autoclaim', details: { period: 'x'.repeat(513) } }).success).toBe(false);
  });
});
