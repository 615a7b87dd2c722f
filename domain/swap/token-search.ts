/**
 * The token picker's search box (seed 000 §5): a 0x string of 40 hex characters, or any
 * 48-character string (a TON friendly address), is looked up as an address; anything else is a
 * text search by name or symbol.
 */
export type TokenSearch = { readonly kind: 'address'; readonly value: string } | { readonly kind: 'text'; readonly value: string };

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** No blanks: a sentence that happens to be 48 characters long is still a text search. */
const TON_FRIENDLY_ADDRESS = /^\S{48}$/;

export function classifyTokenSearch(text: string): TokenSearch {
  const value = typeof text === 'string' ? text.trim() : '';
  if (EVM_ADDRESS.test(value) || TON_FRIENDLY_ADDRESS.test(value)) return { kind: 'address', value };
  return { kind: 'text', value };
}

/** The empty state's paste action accepts only clipboard text that looks like an EVM address start. */
export function pastableSearch(clipboard: string | null | undefined): string | null {
  if (typeof clipboard !== 'string') return null;
  const value = clipboard.trim();
  return value.startsWith('0x') ? value : null;
}
