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
 * A body is present when the request streams one whose declared length is not zero. A GET or HEAD
 * answers without touching `body`: on the Node server that would build a whole web Request (its
 * headers, an abort signal) for every read.
 */
function hasBody(request: Request): boolean {
  return !bodiless(request) && request.body !== null && request.headers.get('content-length') !== '0';
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

const limitBody: MiddlewareHandler = (context, next) => (bodiless(context.req.raw) ? next() : limitAnyBody(context, next));

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

/** The request's JSON body, already bounded and checked by inputGuard (Hono caches the text). */
export async function readJsonBody(context: Context): Promise<unknown> {
  return parseJsonText(await context.req.text());
}
