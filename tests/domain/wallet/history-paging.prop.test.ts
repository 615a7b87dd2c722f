import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, hasMore, nextOffset } from '../../../domain/wallet/history-paging';

describe('history paging', () => {
  it('pages of 10; a shorter page ends the paging', () => {
    expect(HISTORY_PAGE_SIZE).toBe(10);
    expect(hasMore(10)).toBe(true);
    expect(hasMore(9)).toBe(false);
    expect(hasMore(0)).toBe(false);
  });

  it('walking any history with these rules fetches every entry exactly once and stops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (total) => {
        let offset = 0;
        let fetched = 0;
        let requests = 0;
        for (;;) {
          const page = Math.max(0, Math.min(HISTORY_PAGE_SIZE, total - offset));
          requests += 1;
          fetched += page;
          offset = nextOffset(offset, page);
          if (!hasMore(page)) break;
        }
        expect(fetched).toBe(total);
        expect(requests).toBe(Math.floor(total / HISTORY_PAGE_SIZE) + 1);
      }),
    );
  });
});
