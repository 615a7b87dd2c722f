/** Wallet calls of the main API: accounts, balances, history, stable coins. */
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../deps';

export function walletRoutes(_deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  return routes;
}
