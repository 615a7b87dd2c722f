/**
 * CORS for the app's origin(s): the app is served from another origin than the APIs (another port
 * in the sandbox), and it sends custom headers, so every call is preceded by a preflight.
 *
 * Every header is set before the answer is made (Hono keeps them and the answer takes them when it
 * is built). Setting one on an answer already made, as hono/cors does with `Vary` after the
 * handler, makes Hono copy the answer through a web stream on every request (a third of the CPU a
 * small JSON answer costs client and server together, measured on this machine).
 */
import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../../adapters/http/contract/common';

export const CORS_ALLOWED_HEADERS: readonly string[] = [HEADERS.initData, HEADERS.client, HEADERS.idempotencyKey, HEADERS.walletIndex, 'content-type'];
export const CORS_ALLOWED_METHODS: readonly string[] = ['GET', 'POST', 'OPTIONS'];

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * `allowedOrigins` lists exact origins; '*' (development only) allows any. An allowed origin is
 * named in Access-Control-Allow-Origin on every answer; every answer varies by Origin; a preflight
 * (OPTIONS) is answered 204 here with the methods and headers the app may send, whatever the origin
 * (a browser refuses what the missing Allow-Origin does not allow).
 */
export function corsMiddleware(allowedOrigins: readonly string[]): MiddlewareHandler {
  const any = allowedOrigins.includes('*');
  const methods = CORS_ALLOWED_METHODS.join(',');
  const headers = CORS_ALLOWED_HEADERS.join(',');
  return async (context, next) => {
    const origin = context.req.header('origin') ?? '';
    const allowed = any ? '*' : allowedOrigins.includes(origin) ? origin : null;
    if (allowed !== null) context.header('Access-Control-Allow-Origin', allowed);
    context.header('Vary', 'Origin', { append: true });
    if (context.req.method === 'OPTIONS') {
      context.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      context.header('Access-Control-Allow-Methods', methods);
      context.header('Access-Control-Allow-Headers', headers);
      return context.body(null, 204);
    }
    await next();
  };
}
