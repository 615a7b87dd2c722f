/** Transaction history pages forward, 10 per page, until a page returns fewer than 10 (seed 000 §4). */
export const HISTORY_PAGE_SIZE = 10;

/** A full page means there may be more; a short (or empty) page is the last one. */
export function hasMore(pageLength: number): boolean {
  return pageLength >= HISTORY_PAGE_SIZE;
}

export function nextOffset(offset: number, pageLength: number): number {
  return offset + Math.max(0, pageLength);
}
