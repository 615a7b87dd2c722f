/**
 * Bounded input (issue 9): what every backend (and the host page) checks before any handler, any
 * init-data check and any write. In order:
 * - path, query and the headers that carry data hold no NUL or unpaired surrogate (400);
 * - a request with a body says it is application/json (415): a form or text/plain body is not read;
 * - the body is at most BODY_LIMIT_BYTES, checked on Content-Length before reading and while
 *   streaming otherwise (413), so a huge body costs its sender, not the other users;
 * - the body is JSON and holds no NUL or unpaired surrogate in any string or key (400).
 * Handlers read the body with readJsonBody, which parses the text Hono cached here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HEADERS } from '../../../adapters/http/contract/common';
import { JsonNumberText } from '../../../adapters/http/contract/json-text';
import { SandboxError } from './errors';
import { isSafeJson, isSafeText } from './safe-text';

/** Far above the largest request of the contract (a priceCheck of 50 tokens is about 6 KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Headers whose value a handler reads as data (init data has its own checks in auth/init-data.ts). */
const DATA_HEADERS: readonly string[] = [HEADERS.idempotencyKey, HEADERS.walletIndex, HEADERS.client];

const unsafeText = (where: string): SandboxError => new SandboxError(400, `${where} holds a NUL character or an unpaired surrogate`, 'invalid-text');

function answer(context: Context, error: SandboxError): Response {
  return context.json(error.body(), error.status);
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const requestText: MiddlewareHandler = async (context, next) => {
  const path = decodedPath(context.req.path);
  if (path === null) return answer(context, new SandboxError(400, 'The path is not valid percent-encoding', 'invalid-path'));
  if (!isSafeText(path)) return answer(context, unsafeText('The path'));
  for (const [key, values] of Object.entries(context.req.queries())) {
    if (!isSafeText(key) || values.some((value) => !isSafeText(value))) return answer(context, unsafeText('The query'));
  }
  for (const name of DATA_HEADERS) {
    const value = context.req.header(name);
    if (value !== undefined && !isSafeText(value)) return answer(context, unsafeText(`The ${name} header`));
  }
  await next();
};

/** GET and HEAD never carry a body (the server does not pass one on), so their body is not looked at. */
const bodiless = (request: Request): boolean => request.method === 'GET' || request.method === 'HEAD';

/**
 * The body's declared length when the request declares one (Content-Length without
 * Transfer-Encoding), read from the headers alone; null when it streams a body of unknown length.
 */
function declaredLength(request: Request): number | null {
  const length = request.headers.get('content-length');
  if (length === null || request.headers.has('transfer-encoding')) return null;
  return Number.parseInt(length, 10);
}

/**
 * A body is present when the request streams one whose declared length is not zero. Decided from
 * the headers when they declare a length: on the Node server, touching `body` builds a whole web
 * Request (its headers, an abort signal, a web stream) for every request, about a tenth of a
 * claim's time in the sandbox under load (docs/decisions/sandbox-platform.md "BEGIN rides with the
 * first statement (issue 36)"); the handler's text() then reads the socket directly.
 */
function hasBody(request: Request): boolean {
  if (bodiless(request)) return false;
  const length = declaredLength(request);
  return length === null ? request.body !== null : length !== 0;
}

export function isJsonMediaType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

const jsonContentType: MiddlewareHandler = async (context, next) => {
  if (hasBody(context.req.raw) && !isJsonMediaType(context.req.header('content-type'))) {
    return answer(context, new SandboxError(415, 'Only application/json bodies are accepted', 'unsupported-media-type'));
  }
  await next();
};

const limitAnyBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (context) => {
    // The rest of the body is never read: closing the connection stops the sender (RFC 9110, 413).
    context.header('Connection', 'close');
    return answer(context, new SandboxError(413, `The body is larger than ${BODY_LIMIT_BYTES} bytes`, 'body-too-large'));
  },
});

/** A declared length within the limit passes without the body being touched (see hasBody); any other goes through bodyLimit. */
const limitBody: MiddlewareHandler = (context, next) => {
  if (bodiless(context.req.raw)) return next();
  const length = declaredLength(context.req.raw);
  return length !== null && length >= 0 && length <= BODY_LIMIT_BYTES ? next() : limitAnyBody(context, next);
};

/** Parses a JSON body text; an empty body is an empty object (a POST with nothing to say). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new SandboxError(400, 'Body is not valid JSON', 'invalid-json');
  }
  if (!isSafeJson(value)) throw unsafeText('The body');
  return value;
}

const jsonBody: MiddlewareHandler = async (context, next) => {
  if (hasBody(context.req.raw)) {
    try {
      parseJsonText(await context.req.text());
    } catch (error) {
      if (error instanceof SandboxError) return answer(context, error);
      throw error;
    }
  }
  await next();
};

/** The checks, in order, for app.use('*', ...inputGuard()). */
export function inputGuard(): MiddlewareHandler[] {
  return [requestText, jsonContentType, limitBody, jsonBody];
}

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * The JSON text with every number token (outside strings) turned into a string holding a NUL and
 * the token: JSON.parse then keeps its digits. No string of an accepted body holds a NUL (it is
 * refused as invalid-text), so the mark cannot be forged.
 */
function numbersAsMarkedStrings(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(index, end + 1);
      index = end + 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      let end = index + 1;
      while (end < text.length && /[-+.eE0-9]/.test(text[end] as string)) end += 1;
      const token = text.slice(index, end);
      if (!JSON_NUMBER.test(token)) throw new SandboxError(400, 'Body is not valid JSON', 'invalid-json');
      out += `"\\u0000${token}"`;
      index = end;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** Back from the marked strings: the named top-level fields as their digits, every other number as a number. */
function unmark(value: unknown, exact: ReadonlySet<string>, topLevel: boolean, key: string | null): unknown {
  if (typeof value === 'string' && value.startsWith('\u0000')) {
    const token = value.slice(1);
    return topLevel && key !== null && exact.has(key) ? new JsonNumberText(token) : Number(token);
  }
  if (Array.isArray(value)) return value.map((item) => unmark(item, exact, false, null));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, unmark(item, exact, topLevel && key === null, name)]));
  }
  return value;
}

/**
 * Parses a JSON body whose named top-level fields are numbers that must stay exact (money the seed
 * sends as a JSON number): those come back as JsonNumberText, their digits as written, never
 * through a float; every other number as JSON.parse reads it.
 */
export function parseJsonExact(text: string, exactNumbers: readonly string[]): unknown {
  const checked = parseJsonText(text);
  if (text.trim() === '') return checked;
  return unmark(JSON.parse(numbersAsMarkedStrings(text)) as unknown, new Set(exactNumbers), true, null);
}

/** The request's JSON body, already bounded and checked by inputGuard (Hono caches the text). */
export async function readJsonBody(context: Context, exactNumbers: readonly string[] = []): Promise<unknown> {
  const text = await context.req.text();
  return exactNumbers.length > 0 ? parseJsonExact(text, exactNumbers) : parseJsonText(text);
}
