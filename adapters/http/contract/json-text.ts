/**
 * The JSON writer of request bodies, which the HTTP client (in the home's first load) uses for
 * every POST: JsonNumber, written as a bare number token, digit for digit. Kept apart from
 * json-number.ts, whose big.js and zod schema only the staking contract needs: imported from
 * there, big.js (about 3 KB gzip) joined the home's first load.
 */
/** A decimal to be written as a JSON number token, digit for digit (`12.5`, `0.000000001`). */
export class JsonNumber {
  constructor(readonly text: string) {
    if (!/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)) throw new Error(`not a plain decimal: ${text}`);
  }
}

/** A JSON number read exactly: what the sandbox's parser makes of every number token. */
export class JsonNumberText {
  constructor(readonly text: string) {}
}

/**
 * The body text, with every JsonNumber written as a bare number token. JSON.stringify cannot write
 * one (toJSON can only give a string), so each is written first as a string holding a marker no
 * other string can hold (a NUL and this page's random nonce), then the quotes around it are taken
 * off.
 */
const nonce = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
const marker = `\u0000${nonce}:`;
const markerToken = new RegExp(`"\\\\u0000${nonce}:(-?[0-9.]+)"`, 'g');

export function jsonText(body: unknown): string {
  let exact = false;
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof JsonNumber)) return value;
    exact = true;
    return `${marker}${value.text}`;
  });
  return exact ? text.replace(markerToken, '$1') : text;
}
