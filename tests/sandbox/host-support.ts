/** Runs the host page server (and fakes it talks to) on loopback for the host-*.test.ts files. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono as HonoApp, type Hono } from 'hono';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { hostServer, type HostOptions } from '../../sandbox/host/server';
import { SANDBOX_BOT_TOKEN } from '../../sandbox/platform/seed-users';

export const HOST_NOW = Date.UTC(2025, 3, 1, 12, 0, 0);

/**
 * The host needs only real time (it signs launches with it) and the bot token; it never touches
 * the store or the sandbox clock, so tests pass neither (the cast hides them on purpose).
 */
export function hostDeps(now = HOST_NOW): SandboxDeps {
  return { realClock: { now: () => now }, botToken: SANDBOX_BOT_TOKEN } as Pick<SandboxDeps, 'realClock' | 'botToken'> as SandboxDeps;
}

export interface Running {
  readonly url: string;
  close(): Promise<void>;
}

export function listen(app: Pick<Hono, 'fetch'>): Promise<Running> {
  return new Promise((ready) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      ready({
        url: `http://127.0.0.1:${String(info.port)}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

export function startHost(options: Partial<HostOptions> = {}, deps = hostDeps()): Promise<Running> {
  return listen(
    hostServer(deps, {
      appUrl: 'http://127.0.0.1:5999/',
      mainApiUrl: 'http://127.0.0.1:5998',
      // Nothing listens on port 9 of loopback: tests that pay pass a fake mining API.
      miningApiUrl: 'http://127.0.0.1:9',
      botToken: SANDBOX_BOT_TOKEN,
      ...options,
    }),
  );
}

/** What the fake mining API's external wallet holds: transactions waiting, and the decisions it got. */
export interface FakeWallet {
  readonly pending: { id: string; total: string; messages: { address: string }[] }[];
  readonly decisions: string[];
}

/** What the fake mining API's sandbox clock reads, and the moves it was sent. */
export interface FakeClock {
  now: number;
  readonly moves: unknown[];
  /** The auction campaign's start (ISO) and the moves of it the page sent (issue 23). */
  campaignStartsAt?: string;
  readonly campaignMoves?: unknown[];
  /** What the page's user controls sent (issue 23): the path under /sandbox and the body. */
  readonly userControls?: { path: string; body: unknown }[];
}

/**
 * A stand-in for the mining API's controls: invoice outcomes (each slug's first outcome kept, 404
 * for 'unknown'), one external wallet whose pending transactions the test sets, and a sandbox
 * clock that moves by `advanceMs` (and refuses anything else, as a move back would be).
 */
export function fakeMiningApi(outcomes: Map<string, string>, wallet: FakeWallet = { pending: [], decisions: [] }, clock: FakeClock = { now: HOST_NOW, moves: [] }): Hono {
  const app = new HonoApp();
  const clockAnswer = () => ({ now: new Date(clock.now).toISOString(), aheadMs: 0 });
  app.get('/sandbox/clock', (context) => context.json(clockAnswer()));
  app.post('/sandbox/clock', async (context) => {
    const move = (await context.req.json()) as { advanceMs?: number };
    clock.moves.push(move);
    if (move.advanceMs === undefined) return context.json({ message: 'The sandbox clock never moves back', code: 'invalid-value', path: ['to'] }, 409);
    clock.now += move.advanceMs;
    return context.json(clockAnswer());
  });
  const campaign = () => {
    const startsAt = clock.campaignStartsAt ?? new Date(HOST_NOW).toISOString();
    return { startsAt, deadline: new Date(Date.parse(startsAt) + 20 * 86_400_000).toISOString() };
  };
  app.get('/sandbox/auction/campaign', (context) => context.json(campaign()));
  app.post('/sandbox/auction/campaign', async (context) => {
    const move = (await context.req.json()) as { startsAt: string };
    clock.campaignMoves?.push(move);
    clock.campaignStartsAt = move.startsAt;
    return context.json(campaign());
  });
  for (const path of ['/auction/fail-next-send', '/prove/human-group', '/wallet-tasks/punk-staked', '/wallet-tasks/wallet-app', '/waitlist/join']) {
    app.post(`/sandbox${path}`, async (context) => {
      const body: unknown = await context.req.json();
      clock.userControls?.push({ path, body });
      return context.json(body);
    });
  }
  // BigPump's coin record (a hash per coin), the meme phrase, and a folder of two channels, one hostile.
  app.post('/sandbox/bigpump/coins', async (context) => {
    const body = (await context.req.json()) as Record<string, unknown>;
    clock.userControls?.push({ path: '/bigpump/coins', body });
    return context.json({ ...body, hash: 'c0'.repeat(32), createdAt: new Date(clock.now).toISOString() });
  });
  app.get('/sandbox/meme-phrase/:code', (context) => context.json({ code: context.req.param('code'), phrase: '<b>to the moon</b>' }));
  const folder = (member: boolean) => ({ slug: 'switch', title: 'SWITCH', channels: [{ channel: 'switch_news', member }, { channel: '<img src=x onerror=alert(1)>', member }] });
  app.get('/sandbox/folders/:slug', (context) => (context.req.param('slug') === 'switch' ? context.json(folder(false)) : context.json({ message: 'No such folder', code: 'not-found' }, 404)));
  app.post('/sandbox/folders/:slug/:action', async (context) => {
    clock.userControls?.push({ path: `/folders/${context.req.param('slug')}/${context.req.param('action')}`, body: await context.req.json() });
    return context.json(folder(context.req.param('action') === 'add'));
  });
  app.post('/sandbox/invoices/:slug/:outcome', (context) => {
    const slug = context.req.param('slug');
    if (slug === 'unknown') return context.json({ message: 'Unknown payment', code: 'unknown-intent' }, 404);
    if (!outcomes.has(slug)) outcomes.set(slug, context.req.param('outcome'));
    return context.json({ intentId: slug, status: outcomes.get(slug) });
  });
  app.get('/sandbox/external-wallet', (context) =>
    context.json({ address: `UQ-external-${context.req.query('userId') ?? ''}`, balance: '100', pending: wallet.pending }),
  );
  app.post('/sandbox/external-wallet/transactions/:id/:decision', (context) => {
    const id = context.req.param('id');
    const index = wallet.pending.findIndex((transaction) => transaction.id === id);
    if (index < 0) return context.json({ message: 'Unknown external transaction', code: 'unknown-transaction' }, 404);
    wallet.pending.splice(index, 1);
    wallet.decisions.push(`${id}:${context.req.param('decision')}`);
    return context.json({ id, status: context.req.param('decision') === 'approve' ? 'landed' : 'rejected' });
  });
  return app;
}
