/**
 * Logos come from the server, so the app loads only http(s) and same-origin paths: a data:,
 * javascript: or protocol-relative ("//host") address is never fetched. Anything else shows the
 * symbol's first letter instead.
 */
export function isSafeLogoUri(uri: string): boolean {
  return typeof uri === 'string' && (/^https?:\/\//i.test(uri) || /^\/(?!\/)/.test(uri));
}

/** What stands in for a logo that is not loaded: the symbol's first character. */
export function logoLetter(symbol: string): string {
  return Array.from(symbol)[0] ?? '?';
}
