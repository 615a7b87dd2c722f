/**
 * One name for one request: method, URL with its query sorted, and JSON body. The HTTP client and
 * the early-reads script (early-reads.ts) both name requests with it, so a read started before the
 * app loaded is recognised when the app asks for the very same thing, whatever the key order.
 */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** The query as sent: undefined values left out, everything else as its string form. */
export function queryEntries(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function requestKey(method: string, server: string, path: string, query: Query | undefined, body: unknown): string {
  const sorted = Object.entries(queryEntries(query) ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(sorted).toString();
  return `${method} ${server}${path}${search ? `?${search}` : ''} ${method === 'GET' ? '' : JSON.stringify(body ?? {})}`;
}
