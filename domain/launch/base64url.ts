/**
 * Base64url (RFC 4648 §5, unpadded) for ASCII text, in plain TypeScript so the domain needs no
 * Buffer or atob. Decoding is strict: only canonical encodings are accepted, so every accepted
 * string has exactly one text and every text exactly one encoding.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Encodes text whose characters are all below U+0100 (addresses are ASCII); null otherwise. */
export function encodeBase64Url(text: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return null;
    bytes.push(code);
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const chunk = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += ALPHABET[(chunk >> 18) & 63];
    out += ALPHABET[(chunk >> 12) & 63];
    if (b1 !== undefined) out += ALPHABET[(chunk >> 6) & 63];
    if (b2 !== undefined) out += ALPHABET[chunk & 63];
  }
  return out;
}

/** Decodes to a byte string (one char per byte); null when the input is not canonical base64url. */
export function decodeBase64Url(encoded: string): string | null {
  if (encoded.length % 4 === 1) return null;
  const values: number[] = [];
  for (const char of encoded) {
    const value = INDEX.get(char);
    if (value === undefined) return null;
    values.push(value);
  }
  let out = '';
  for (let i = 0; i < values.length; i += 4) {
    const v0 = values[i] ?? 0;
    const v1 = values[i + 1] ?? 0;
    const v2 = values[i + 2];
    const v3 = values[i + 3];
    const chunk = (v0 << 18) | (v1 << 12) | ((v2 ?? 0) << 6) | (v3 ?? 0);
    out += String.fromCharCode((chunk >> 16) & 0xff);
    if (v2 === undefined) {
      // Two characters carry one byte; the four spare bits must be zero in a canonical encoding.
      if ((v1 & 0x0f) !== 0) return null;
      continue;
    }
    out += String.fromCharCode((chunk >> 8) & 0xff);
    if (v3 === undefined) {
      if ((v2 & 0x03) !== 0) return null;
      continue;
    }
    out += String.fromCharCode(chunk & 0xff);
  }
  return out;
}
