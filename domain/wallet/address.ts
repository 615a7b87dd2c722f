/** Shortened addresses show the first 4 and last 4 characters (seed 000 §9, seed 001 copy trade). */
export const ADDRESS_EDGE = 4;
export const ELLIPSIS = '\u2026';

/** "UQAbcdefgh…9xYz" → "UQAb…9xYz". Strings no longer than 9 characters are left alone: cutting them hides nothing. */
export function shortenAddress(address: string): string {
  if (typeof address !== 'string') return '';
  const chars = Array.from(address);
  if (chars.length <= ADDRESS_EDGE * 2 + 1) return address;
  return `${chars.slice(0, ADDRESS_EDGE).join('')}${ELLIPSIS}${chars.slice(-ADDRESS_EDGE).join('')}`;
}
