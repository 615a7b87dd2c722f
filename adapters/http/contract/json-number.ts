/**
 * A JSON number that carries money exactly (seed 001 §7: `POST staking deposit` sends `amount
 * (number)`). A JavaScript number cannot hold every decimal (0.1 + 0.2, or 18 digits of SWITCH),
 * so the number travels as its decimal text: the client writes the text into the JSON as a number
 * token (jsonText), and the sandbox reads number tokens back as their text (parseJsonExact), never
 * through a float. docs/contract.md "The seeds' wire, call by call".
 */
import Big from 'big.js';
import { z } from 'zod/mini';

/** A decimal to be written as a JSON number token, digit for digit (`12.5`, `0.000000001`). */
export class JsonNumber {
  constructor(readonly text: string) {
    if (!/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)) throw new Error(`not a plain decimal: ${text}`);
  }
}

/** The decimal string as a JsonNumber: big.js writes it in plain notation (never `1e-9`), exactly, no float between. */
export function jsonNumberOf(decimal: string): JsonNumber {
  return new JsonNumber(new Big(decimal).toFixed());
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

/**
 * A decimal the seed sends as a JSON number. The client gives a JsonNumber (written from the exact
 * decimal string); the sandbox reads a JsonNumberText (the token's own digits); either comes out as
 * the decimal string, checked by `decimal`. A string is still taken: the older form, which the
 * sandbox's tests and scripts send (docs/contract.md).
 */
export function jsonNumberSchema<S extends z.ZodMiniType<string, string>>(decimal: S) {
  const asText = z.pipe(
    z.union([z.instanceof(JsonNumber), z.instanceof(JsonNumberText), z.string()]),
    z.transform((value: JsonNumber | JsonNumberText | string) => (typeof value === 'string' ? value : value.text)),
  );
  return z.pipe(asText, decimal);
}
