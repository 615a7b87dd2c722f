/** Routes every backend serves without init data: liveness and the OpenAPI document. */
import { Hono } from 'hono';
import type { z } from 'zod';
import type { healthSchema } from '../../adapters/http/contract/common';
import type { Endpoint } from '../../adapters/http/contract/endpoint';
import { buildOpenApi } from '../../adapters/http/contract/openapi';
import type { SandboxEnv } from './deps';

export type ServiceKind = 'main' | 'mining';

/** Paths that need no init data. */
export const PUBLIC_PATHS: readonly string[] = ['/health', '/openapi.json'];

export function platformRoutes(options: { service: ServiceKind; title: string; contract: Readonly<Record<string, Endpoint>> }): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/health', (context) => context.json({ ok: true, service: options.service } satisfies z.input<typeof healthSchema>));
  routes.get('/openapi.json', (context) => {
    // The document names the server it was fetched from, so it works on whichever port answered.
    const serverUrl = new URL(context.req.url).origin;
    return context.json(buildOpenApi({ title: options.title, serverUrl, contract: options.contract }));
  });
  return routes;
}
