/**
 * CORS for the app's origin(s): the app is served from another origin than the APIs (another port
 * in the sandbox), and it sends custom headers, so every call is preceded by a preflight.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HEADERS } from '../../../adapters/http/contract/common';

export const CORS_ALLOWED_HEADERS: readonly string[] = [HEADERS.initData, HEADERS.client, HEADERS.idempotencyKey, HEADERS.walletIndex, 'content-type'];
export const CORS_ALLOWED_METHODS: readonly string[] = ['GET', 'POST', 'OPTIONS'];

/** `allowedOrigins` lists exact origins; '*' (development only) allows any. */
export function corsMiddleware(allowedOrigins: readonly string[]): MiddlewareHandler {
  const any = allowedOrigins.includes('*');
  return cors({
    origin: (origin) => (any ? '*' : allowedOrigins.includes(origin) ? origin : null),
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    allowMethods: [...CORS_ALLOWED_METHODS],
    maxAge: 600,
  });
}
