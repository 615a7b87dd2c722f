/**
 * The HTTP client of `npm run load:claims` (load-claims.ts): node:http on keep-alive connections,
 * one per request in flight (what a crowd of open mini apps holds), each request's headers and
 * body built from strings the tool made once. Global fetch (undici behind web streams: a Request,
 * a Headers, an abort signal and a body stream per call) cost the tool more CPU per claim than the
 * sandbox spent answering it, on the same 2 cores it measures
 * (docs/decisions/sandbox-platform.md "The load tool's own CPU (issue 36)"). The server gets the
 * same requests as from fetch: POST, the path, JSON content type, the init data, the
 * Idempotency-Key when there is one, and the body `{}`.
 */
import http from 'node:http';
import { HEADERS } from '../adapters/http/contract/common';

const EMPTY_BODY = Buffer.from('{}');
const TIMEOUT_MS = 60_000;

export interface LoadClient {
  /** POSTs `{}` to `url` + `path` as the caller of `initData`; the answer's status and text. */
  post(url: string, path: string, initData: string, key?: string): Promise<{ status: number; text: string }>;
  /** Closes the idle connections (the tool then ends without waiting for their timeout). */
  close(): void;
}

export function loadClient(): LoadClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' });
  const origins = new Map<string, { readonly hostname: string; readonly port: string }>();
  return {
    post(url, path, initData, key) {
      let origin = origins.get(url);
      if (origin === undefined) {
        const { hostname, port } = new URL(url);
        origin = { hostname, port };
        origins.set(url, origin);
      }
      const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': EMPTY_BODY.length, [HEADERS.initData]: initData };
      if (key !== undefined) headers[HEADERS.idempotencyKey] = key;
      return new Promise((resolve, reject) => {
        const request = http.request({ agent, hostname: origin.hostname, port: origin.port, path, method: 'POST', headers, timeout: TIMEOUT_MS }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        });
        request.on('timeout', () => request.destroy(new Error(`no answer in ${String(TIMEOUT_MS / 1000)} s`)));
        request.on('error', reject);
        request.end(EMPTY_BODY);
      });
    },
    close: () => agent.destroy(),
  };
}
