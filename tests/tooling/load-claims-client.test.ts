/**
 * The claims load tool's HTTP client (scripts/load-claims-client.ts): cheaper for the tool, the
 * same requests for the server (docs/decisions/sandbox-platform.md "The load tool's own CPU
 * (issue 36)"), so the sandbox's CPU per claim it measures is still that of a claim as the app
 * sends it: POST, JSON, the init data, the Idempotency-Key, the body `{}`, on kept-alive
 * connections.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { loadClient, type LoadClient } from '../../scripts/load-claims-client';

interface Seen {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
  readonly socket: Socket;
}

let server: Server;
let origin: string;
let client: LoadClient;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), socket: request.socket });
      // Answers a little later, so requests sent together are in flight together.
      setTimeout(() => {
        response.writeHead(request.url === '/refused' ? 409 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ echoed: request.headers[HEADERS.idempotencyKey.toLowerCase()] ?? null }));
      }, 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${String(address.port)}`;
  client = loadClient();
});

afterAll(async () => {
  client.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the claims load tool’s client', () => {
  it('sends what the app sends: POST, JSON `{}`, the init data and the Idempotency-Key; answers the status and the text', async () => {
    seen.length = 0;
    const answer = await client.post(origin, '/api/mining/claim', 'user=%7B%22id%22%3A1%7D&hash=abc', 'load-key-0001');
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ echoed: 'load-key-0001' }) });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/mining/claim');
    expect(request?.body).toBe('{}');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['content-length']).toBe('2');
    expect(request?.headers[HEADERS.initData.toLowerCase()]).toBe('user=%7B%22id%22%3A1%7D&hash=abc');
    expect(request?.headers[HEADERS.idempotencyKey.toLowerCase()]).toBe('load-key-0001');
    expect((await client.post(origin, '/refused', 'x')).status).toBe(409);
    expect(seen[1]?.headers[HEADERS.idempotencyKey.toLowerCase()]).toBeUndefined();
  });

  it('keeps its connections: one after another ride one connection, and as many are open as requests were in flight', async () => {
    seen.length = 0;
    for (let i = 0; i < 3; i++) await client.post(origin, '/one-after-another', 'x', `key-${String(i)}-seq`);
    expect(new Set(seen.map((request) => request.socket)).size).toBe(1);
    seen.length = 0;
    const together = (round: number) => Promise.all(Array.from({ length: 8 }, (_, i) => client.post(origin, '/together', 'x', `key-${String(round)}-${String(i)}-par`)));
    await together(1);
    await together(2);
    expect(seen).toHaveLength(16);
    expect(new Set(seen.map((request) => request.socket)).size).toBeLessThanOrEqual(8);
  });
});
