/**
 * A JSON number that carries money exactly (seed 001 §7: `POST staking deposit` sends `amount
 * (number)`). A JavaScript number cannot hold every decimal (0.1 + 0.2, or 18 digits of SWITCH),
 * so the number travels as its decimal text: the client writes the text into the JSON as a number
 * token (jsonText), and the sandbox reads number tokens back as their text (parseJsonExact), never
 * through a float. docs/contract.md "The seeds' wire, call by call".
 */
import Big from 'big.js';
import { z } from 'zod/mini';
import { JsonNumber, JsonNumberText } from './json-text';

/** The decimal string as a JsonNumber: big.js writes it in plain notation (never `1e-9`), exactly, no float between. */
export function jsonNumberOf(decimal: string): JsonNumber {
  return new JsonNumber(new Big(decimal).toFixed());
}

/**
 * A decimal the seed sends as a JSON number. The client gives a JsonNumber (written from the exact
 * decimal string); the sandbox reads a JsonNumberText (the token's own digits); either comes out as
 * the decimal string, checked by `decimal`. A string is still taken: the older form, which the
 * sandbox's tests and scripts send (docs/contract.md).
 */
export function jsonNumberSchema<S extends z.ZodMiniType<string, string>>(decimal: S) {
  // A transform, not z.instanceof: zod's classes share one chunk with the home's own schemas, and
  // $ZodCustom would join the first load for this lazy contract (scripts/initial-load.ts
  // FIRST_LOAD_ZOD_KINDS). Anything that is not one of the three forms reaches `decimal` as it is,
  // and its string check refuses it.
  const asText = z.transform((value: JsonNumber | JsonNumberText | string): string =>
    value instanceof JsonNumber || value instanceof JsonNumberText ? value.text : value,
  );
  return z.pipe(asText, decimal);
}
