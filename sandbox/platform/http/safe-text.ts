/**
 * Text the store must never see: NUL (PostgreSQL text cannot hold it: error 22021) and unpaired
 * UTF-16 surrogates (not Unicode; they cannot be encoded as UTF-8 and would be stored as something
 * else than what was sent). Both only arrive through escapes (`\u0000`, `%00`, `\ud800`), never from
 * a real client, so they are refused rather than cleaned.
 */

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/**
 * Whether every string in a parsed JSON value (object keys included) is safe. Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
export function isSafeJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isSafeText(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (!isSafeText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
