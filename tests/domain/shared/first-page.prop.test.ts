/** The refreshed first page of a paged list (the live home): new items on top, nothing shown moves. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshItems, mergeFirstPage, offsetPage, type Page } from '../../../domain/shared/paging';

const key = (item: string): string => item;
const PAGE = 10;

/** A server list (newest first) of distinct ids, and how many new items arrive on top of it. */
const serverAndArrivals = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 1, max: 4 }));

describe('mergeFirstPage', () => {
  it('keeps every shown item in its order after the new ones, and paging on from the cursor repeats and skips nothing', () => {
    fc.assert(
      fc.property(serverAndArrivals, ([size, arrivals, pagesLoaded]) => {
        const before = Array.from({ length: size }, (_, i) => `old-${String(i)}`);
        // The user loaded some pages of the old list.
        let shown: string[] = [];
        let cursor: number | null = null;
        let done = false;
        for (let p = 0; p < pagesLoaded && !done; p += 1) {
          const offset: number = cursor ?? 0;
          const page: Page<string> = offsetPage(before.slice(offset, offset + PAGE), { offset, limit: PAGE });
          shown = [...shown, ...page.items];
          cursor = typeof page.next === 'number' ? page.next : cursor;
          done = page.next === null;
        }
        const after = [...Array.from({ length: arrivals }, (_, i) => `new-${String(i)}`), ...before];
        const first = offsetPage(after.slice(0, PAGE), { offset: 0, limit: PAGE });
        const merged = mergeFirstPage({ items: shown, cursor, done }, first, key);

        const fresh = freshItems(shown, first.items, key);
        if (fresh.length < first.items.length) {
          // Overlap: what was shown stays, in order, right after the new items.
          expect(merged.items.slice(fresh.length)).toEqual(shown);
        }
        // Paging on to the end gives exactly the server's list, each item once.
        let items = [...merged.items];
        let next = merged.cursor;
        let end = merged.done;
        while (!end) {
          const offset = typeof next === 'number' ? next : 0;
          const page = offsetPage(after.slice(offset, offset + PAGE), { offset, limit: PAGE });
          items = [...items, ...page.items.filter((item) => !items.includes(item))];
          next = page.next ?? next;
          end = page.next === null;
        }
        if (!done || merged.items.length > shown.length) expect(items).toEqual(after);
      }),
    );
  });

  it('a page with nothing new changes nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 30 }), fc.integer({ min: 0, max: 30 }), (items, cut) => {
        const list = { items, cursor: items.length, done: false };
        expect(mergeFirstPage(list, { items: items.slice(0, Math.min(cut, PAGE)), next: PAGE }, key)).toBe(list);
      }),
    );
  });
});
