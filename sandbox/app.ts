/**
 * Builds one backend as a Hono app (no listen): the main API (served on two ports) or the mining
 * API. Order matters: nosniff on every answer, CORS answers preflights first, then the controls'
 * cross-site guard, then the bounded-input checks (before anything is read or written), then public
 * routes, then init-data auth for everything else, then the feature routes.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { mainContract } from '../adapters/http/contract/main';
import { TOKEN_LOGO_PREFIX, tokenLogoRoutes } from './main/assets/token-logo';
import type { SandboxDeps, SandboxEnv } from './platform/deps';
import { authMiddleware } from './platform/http/auth';
import { clockControlRoutes } from './platform/http/clock-controls';
import { errorAnswer } from './platform/http/contract-route';
import { controlGuard } from './platform/http/control-guard';
import { corsMiddleware } from './platform/http/cors';
import { inputGuard } from './platform/http/input-guard';
import { platformRoutes, PUBLIC_PATHS, type ServiceKind } from './platform/routes';
import { sandboxControlRoutes } from './main/routes/controls';
import { swapRoutes, TOOL_LOGO_PREFIX } from './main/routes/swap';
import { walletRoutes } from './main/routes/wallet';
import { miningContract, MINING_FACTS, MINING_FEATURES } from './mining/features';
import { purposeTable } from './mining/payments/purpose-table';
import { miningControlRoutes } from './mining/controls/routes';
import { SANDBOX_WALLET_PREFIX, sandboxWalletRoutes } from './mining/sandbox-wallet/routes';

export interface AppOptions {
  readonly kind: ServiceKind;
  /** Origins the app is served from; '*' allows any (development only). */
  readonly allowedOrigins: readonly string[];
  /** Pages that may drive the /sandbox controls besides tools that send no Origin (the host page). */
  readonly controlOrigins?: readonly string[];
}

/**
 * The simulation's own controls (credit a deposit, list seed users, pay an invoice...) live under
 * this prefix on each API, outside the app's contract and without init data: the host page and
 * tests drive them. Tolerable because the sandbox listens on loopback only and holds no real funds,
 * and because controlGuard refuses any request another web page could make (issue 9).
 */
export const CONTROLS_PREFIX = '/sandbox';

const services = {
  main: { title: 'Switch wallet main API (sandbox)', contract: mainContract },
  mining: { title: 'Switch wallet mining API (sandbox)', contract: miningContract },
} as const;

export function createApp(deps: SandboxDeps, options: AppOptions): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const service = services[options.kind];

  // First, so that every answer carries it: preflights, refusals, errors and logos alike. Set before
  // the answer is made, which then takes it (set on a made answer, Hono would copy the answer).
  app.use('*', async (context, next) => {
    context.header('x-content-type-options', 'nosniff');
    await next();
  });
  app.use('*', corsMiddleware(options.allowedOrigins));
  app.use(`${CONTROLS_PREFIX}/*`, controlGuard({ origins: options.controlOrigins ?? [] }));
  app.use('*', ...inputGuard());
  const auth = authMiddleware(deps);
  const isPublic = (path: string): boolean =>
    PUBLIC_PATHS.includes(path) ||
    // Controls are driven by the host page and tests; logos are fetched by <img>, which cannot send init data.
    path.startsWith(`${CONTROLS_PREFIX}/`) ||
    path.startsWith(TOKEN_LOGO_PREFIX) ||
    (options.kind === 'main' && path.startsWith(TOOL_LOGO_PREFIX));
  app.use('*', (context, next) => (context.req.method === 'OPTIONS' || isPublic(context.req.path) ? next() : auth(context, next)));

  app.route('/', platformRoutes({ service: options.kind, title: service.title, contract: service.contract }));
  // Both APIs move the one sandbox clock (its offset lives in the shared store).
  app.route(CONTROLS_PREFIX, clockControlRoutes(deps));
  // Token logos on both APIs: the mining API's answers (copy trading's holdings) point at itself.
  app.route('/', tokenLogoRoutes());
  if (options.kind === 'main') {
    app.route(CONTROLS_PREFIX, sandboxControlRoutes(deps));
    app.route('/', walletRoutes(deps, { dailyBoostDue: MINING_FACTS['daily-reward-due'] }));
    app.route('/', swapRoutes(deps));
  } else {
    const purposes = purposeTable(MINING_FEATURES.flatMap((feature) => feature.purposes ?? []));
    app.route(CONTROLS_PREFIX, miningControlRoutes(deps, purposes));
    for (const feature of MINING_FEATURES) {
      if (feature.controls) app.route(CONTROLS_PREFIX, feature.controls(deps));
      app.route('/', feature.routes(deps, purposes, MINING_FACTS));
    }
    app.route(SANDBOX_WALLET_PREFIX, sandboxWalletRoutes(deps));
  }

  app.notFound((context) => context.json({ message: 'Not found', code: 'not-found' }, 404));
  // Never a stack trace on the wire: known refusals keep their status and body, the rest is a 500.
  app.onError((error, context) => {
    if (error instanceof HTTPException && error.status < 500) {
      return context.json({ message: error.message || 'Bad request', code: 'http' }, error.status);
    }
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 500);
  });
  return app;
}
