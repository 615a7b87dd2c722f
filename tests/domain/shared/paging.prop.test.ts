import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendPage, offsetPage, tokenPage, type PageCursor } from '../../../domain/shared/paging';
import { HISTORY_PAGE_SIZE, historyPage } from '../../../domain/wallet/history-paging';

/** Walks a server list of `total` items with the rule, as the list machine does. */
function walkOffsets(total: number, limit: number, tellsCount: boolean) {
  let cursor: PageCursor | null = 0;
  let fetched = 0;
  let requests = 0;
  while (cursor !== null && requests < 10_000) {
    const offset = cursor as number;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    requests += 1;
    fetched += items.length;
    cursor = offsetPage(items, { offset, limit, total: tellsCount ? total : undefined }).next;
  }
  return { fetched, requests };
}

describe('the paging rule', () => {
  it('history: pages of 10; a shorter page ends the paging', () => {
    expect(HISTORY_PAGE_SIZE).toBe(10);
    const full = Array.from({ length: 10 }, (_, i) => i);
    expect(offsetPage(full, { offset: 0, limit: 10 }).next).toBe(10);
    expect(offsetPage(full.slice(0, 9), { offset: 0, limit: 10 }).next).toBeNull();
    expect(offsetPage([], { offset: 30, limit: 10 }).next).toBeNull();
    expect(historyPage([], { offset: 0, limit: 10 })).toEqual({ items: [], next: null });
  });

  it('walking any offset list fetches every item exactly once and stops; a full last page costs one empty request unless the count is known', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 50 }), fc.boolean(), (total, limit, tellsCount) => {
        const { fetched, requests } = walkOffsets(total, limit, tellsCount);
        expect(fetched).toBe(total);
        const fullPages = Math.floor(total / limit);
        const lastIsFull = total > 0 && total % limit === 0;
        expect(requests).toBe(tellsCount && lastIsFull ? fullPages : fullPages + 1);
      }),
    );
  });

  it('a count reached ends the list even when the page was full', () => {
    const page = Array.from({ length: 20 }, (_, i) => i);
    expect(offsetPage(page, { offset: 20, limit: 20, total: 40 }).next).toBeNull();
    expect(offsetPage(page, { offset: 0, limit: 20, total: 40 }).next).toBe(20);
  });

  it('next-token lists go on exactly while the server gives a token', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (token) => {
        const next = tokenPage([1, 2], token ?? null).next;
        expect(next).toBe(token === undefined || token === '' ? null : token);
      }),
    );
  });

  it('appending keeps the order, drops repeats (the first copy stays) and loses nothing new', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 })), fc.array(fc.integer({ min: 0, max: 30 })), (before, page) => {
        const known = [...new Set(before)];
        const after = appendPage(known, page, String);
        expect(after.slice(0, known.length)).toEqual(known);
        expect(new Set(after).size).toBe(after.length);
        expect(new Set(after)).toEqual(new Set([...known, ...page]));
      }),
    );
  });
});
