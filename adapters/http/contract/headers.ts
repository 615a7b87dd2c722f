/**
 * Header names and the fixed client header. Kept free of zod so that the inline early-reads
 * script (../early-reads.ts) can send exactly what the HTTP client sends.
 */

/** Header names; HTTP headers are case-insensitive, these are the spellings we send. */
export const HEADERS = {
  initData: 'telegramRawData',
  client: 'x-client',
  idempotencyKey: 'Idempotency-Key',
  walletIndex: 'walletindex',
} as const;

export const APP_NAME = 'switch-wallet';
export const APP_VERSION = 'v1.1.2';
export const CLIENT_HEADER_VALUE = `${APP_NAME}/${APP_VERSION}`;

/** The headers every call carries: the raw init data and the fixed client header. */
export function clientHeaders(initData: string): Record<string, string> {
  return { [HEADERS.initData]: initData, [HEADERS.client]: CLIENT_HEADER_VALUE };
}
