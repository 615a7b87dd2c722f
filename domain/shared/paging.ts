/**
 * One paging rule for every list (wallet history, the token catalogue of the swap picker and the
 * refill flow, and the mining area's friends, guilds and tasks): a page answers its items and where
 * the next page starts, or null when it was the last.
 *
 * - Offset lists (history: 10 a page; tokens: 20 a page with the server's count): the next page
 *   starts after the items received; the list ends on an empty page, a short page, or once the
 *   server's count is reached, whichever comes first.
 * - Next-token lists (friends): the server's next token; the list ends when it gives none.
 */

export type PageCursor = number | string;

export interface Page<T> {
  readonly items: readonly T[];
  /** Where the next page starts (an offset or the server's token); null: nothing more to load. */
  readonly next: PageCursor | null;
}

export interface OffsetPageRequest {
  readonly offset: number;
  readonly limit: number;
  /** The server's count of the whole list, when it tells it. */
  readonly total?: number | undefined;
}

/** The page an offset list received, with where the next one starts. */
export function offsetPage<T>(items: readonly T[], request: OffsetPageRequest): Page<T> {
  const offset = Math.max(0, request.offset) + items.length;
  const short = items.length === 0 || items.length < request.limit;
  const counted = request.total !== undefined && offset >= request.total;
  return { items, next: short || counted ? null : offset };
}

/** The page a next-token list received. An empty token is no token. */
export function tokenPage<T>(items: readonly T[], nextToken: string | null | undefined): Page<T> {
  return { items, next: typeof nextToken === 'string' && nextToken !== '' ? nextToken : null };
}

/**
 * The list after a page arrived. Items shift on the server while paging (a deposit lands, a token
 * gains a balance), so an item may come twice: the first copy stays.
 */
export function appendPage<T>(items: readonly T[], page: readonly T[], keyOf: (item: T) => string): readonly T[] {
  const known = new Set(items.map(keyOf));
  const fresh: T[] = [];
  for (const item of page) {
    const key = keyOf(item);
    if (known.has(key)) continue;
    known.add(key);
    fresh.push(item);
  }
  return [...items, ...fresh];
}

/** What a paged list holds, as far as a refreshed first page is concerned. */
export interface PagedItems<T> {
  readonly items: readonly T[];
  readonly cursor: PageCursor | null;
  readonly done: boolean;
}

/** The items of a refreshed first page the list does not hold yet, in the page's order. */
export function freshItems<T>(items: readonly T[], page: readonly T[], keyOf: (item: T) => string): readonly T[] {
  const known = new Set(items.map(keyOf));
  return page.filter((item) => !known.has(keyOf(item)));
}

/**
 * The list after its first page was asked again (a live home's refresh): new items go on top and
 * nothing already shown moves. An offset cursor moves on by the items added, since they shifted
 * the server's offsets. When every item of the page is new (or the list was empty), more may have
 * come than one page holds, so the list starts again from that page instead of showing a hole.
 */
export function mergeFirstPage<T>(list: PagedItems<T>, page: Page<T>, keyOf: (item: T) => string): PagedItems<T> {
  const fresh = freshItems(list.items, page.items, keyOf);
  if (fresh.length === 0) return list;
  if (fresh.length === page.items.length) return { items: page.items, cursor: page.next, done: page.next === null };
  const cursor = typeof list.cursor === 'number' ? list.cursor + fresh.length : list.cursor;
  return { items: [...fresh, ...list.items], cursor, done: list.done };
}
