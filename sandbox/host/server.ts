/**
 * The messenger host page's server: serves the page that frames the app the way the messenger's
 * web client does, signs launch parameters for test users, forwards invoice outcomes (Pay, Cancel)
 * and the sandbox clock's moves to the mining API and simulated deposits to the main API. The
 * platform serves it on its own port (startSandbox's `extraServers.host`), so its origin is the
 * one the app's `messengerOrigin` must name.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SandboxDeps } from '../platform/deps';
import { clockMoveSchema } from '../platform/http/clock-controls';
import { controlGuard } from '../platform/http/control-guard';
import { SandboxError } from '../platform/http/errors';
import { inputGuard, readJsonBody } from '../platform/http/input-guard';
import { hostScript, hostStyles } from './assets';
import { depositFormSchema, forwardDeposit } from './deposit';
import { buildLaunch, parseLaunchQuery } from './launch';
import { CHANNEL_PATTERN as CHANNEL_NAME_PATTERN } from '../mining/tasks/channels';
import { hostPageHtml } from './page';
import { mountTaskRelays, TASK_CONTROL_PATHS, TASK_READ_PATHS } from './task-relays';
import { INVOICE_SLUG_PATTERN, isInvoiceOutcome, isWalletDecision, relayToMining, TRANSACTION_ID_PATTERN, type Relayed } from './mining-relay';

export interface HostOptions {
  /** Where the app is served; the iframe loads it with the launch parameters in the hash. */
  readonly appUrl: string;
  /** The primary main API, for the deposit control. */
  readonly mainApiUrl: string;
  /** The mining API, which records invoice outcomes. */
  readonly miningApiUrl: string;
  /** The bot token init data is signed with; must be the one the backends validate with. */
  readonly botToken: string;
  /** Shown as the app's title in the messenger header. */
  readonly botUsername?: string | undefined;
}

function originOf(url: string, name: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`hostServer: ${name} is not a URL: ${url}`);
  }
}

/** The page may frame only the app and call only itself and the main API. */
export function hostContentSecurityPolicy(appOrigin: string, mainApiOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${mainApiOrigin}`,
    `frame-src ${appOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The request's bounded JSON body, or the input guard's refusal of it (size, media type, text). */
async function bodyOrRefusal(context: Context): Promise<{ readonly body: unknown } | { readonly refused: SandboxError }> {
  try {
    return { body: await readJsonBody(context) };
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    return { refused: error };
  }
}

function answer(context: Context, relayed: Relayed): Response {
  return context.json(relayed.body as object, relayed.status as 200);
}

export function hostServer(deps: SandboxDeps, options: HostOptions): Hono {
  const appOrigin = originOf(options.appUrl, 'appUrl');
  const mainApiUrl = options.mainApiUrl.replace(/\/+$/, '');
  const miningApiUrl = options.miningApiUrl.replace(/\/+$/, '');
  const csp = hostContentSecurityPolicy(appOrigin, originOf(mainApiUrl, 'mainApiUrl'));
  if (options.botToken !== deps.botToken) {
    console.warn('[host] HostOptions.botToken differs from the sandbox bot token: the backends will refuse the init data it signs');
  }
  // The messenger's Ed25519 key for the init data's third-party `signature` field (the SDK's init
  // data parser requires the field). Made per start; nothing in the sandbox needs to verify it.
  const { privateKey: signingKey } = generateKeyPairSync('ed25519');
  const title = options.botUsername ? `@${options.botUsername}` : 'Mini app';

  const app = new Hono();
  app.use('*', async (context, next) => {
    await next();
    context.header('Cache-Control', 'no-cache');
    context.header('X-Content-Type-Options', 'nosniff');
  });

  app.get('/', (context) => {
    context.header('Content-Security-Policy', csp);
    return context.html(hostPageHtml());
  });

  app.get('/host.js', async (context) => {
    try {
      return context.body(await hostScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    } catch (error) {
      console.error('[host] could not build the page script', error);
      return context.text('host page script failed to build; see the server log', 500);
    }
  });

  // No icon; answering keeps a 404 out of the browser console that end-to-end tests watch.
  app.get('/favicon.ico', (context) => context.body(null, 204));

  app.get('/host.css', (context) => context.body(hostStyles(), 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  app.get('/launch', (context) => {
    const parsed = parseLaunchQuery(context.req.query());
    if (!parsed.ok) return context.json({ message: parsed.message, code: 'invalid-launch', path: [parsed.field] }, 400);
    const launch = buildLaunch(options.appUrl, parsed.value, {
      botToken: options.botToken,
      signingKey,
      // Real time, as the messenger signs: a moved sandbox clock must not expire the session.
      now: new Date(deps.realClock.now()),
      queryId: `AAE${randomBytes(15).toString('base64url')}`,
    });
    return context.json({ ...launch, title });
  });

  // The page's own controls: only the page itself may use them (issue 9), with bounded JSON input.
  for (const path of ['/deposit', '/invoices/*', '/external-wallet/transactions/*', '/clock', '/channels/*', '/auction/campaign', '/auction/fail-next-send', '/prove/human-group', ...TASK_CONTROL_PATHS, ...TASK_READ_PATHS]) app.use(path, controlGuard({ sameOrigin: true }), ...inputGuard());

  app.post('/deposit', async (context) => {
    const read = await bodyOrRefusal(context);
    if ('refused' in read) return context.json({ ok: false, message: read.refused.message }, read.refused.status);
    const form = depositFormSchema.safeParse(read.body);
    if (!form.success) {
      const issue = form.error.issues[0];
      return context.json({ ok: false, message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` }, 400);
    }
    const outcome = await forwardDeposit(mainApiUrl, form.data);
    if (outcome.ok) return context.json(outcome);
    // Our own refusals stay 400; anything the main API did (or failed to do) is a bad gateway.
    return context.json(outcome, outcome.sent ? 502 : 400);
  });

  app.post('/invoices/:slug/:outcome', async (context) => {
    const slug = context.req.param('slug');
    const outcome = context.req.param('outcome');
    if (!INVOICE_SLUG_PATTERN.test(slug)) return context.json({ message: 'invalid invoice slug', code: 'invalid-slug' }, 400);
    if (!isInvoiceOutcome(outcome)) return context.json({ message: 'the outcome is paid or cancelled', code: 'invalid-outcome' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', `/invoices/${encodeURIComponent(slug)}/${outcome}`));
  });

  // The external wallet's approval prompt: what waits for the current user, and the answer to it.
  app.get('/external-wallet', async (context) => {
    const userId = context.req.query('userId') ?? '';
    if (!/^\d{1,15}$/.test(userId)) return context.json({ message: 'userId is a number', code: 'invalid-user' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'GET', `/external-wallet?userId=${userId}`));
  });

  app.post('/external-wallet/transactions/:id/:decision', async (context) => {
    const id = context.req.param('id');
    const decision = context.req.param('decision');
    if (!TRANSACTION_ID_PATTERN.test(id) || !isWalletDecision(decision)) return context.json({ message: 'invalid transaction or decision', code: 'invalid-decision' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', `/external-wallet/transactions/${id}/${decision}`));
  });

  // A channel the app opened: whether the user is a member, and the page's Join and Leave.
  app.get('/channels/:channel', async (context) => {
    const channel = context.req.param('channel');
    const userId = context.req.query('userId') ?? '';
    if (!CHANNEL_NAME_PATTERN.test(channel) || !/^\d{1,15}$/.test(userId)) return context.json({ message: 'invalid channel or user', code: 'invalid-channel' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'GET', `/channels/${channel}?userId=${userId}`));
  });

  app.post('/channels/:channel/:action', async (context) => {
    const channel = context.req.param('channel');
    const action = context.req.param('action');
    if (!CHANNEL_NAME_PATTERN.test(channel) || (action !== 'join' && action !== 'leave')) return context.json({ message: 'invalid channel or action', code: 'invalid-channel' }, 400);
    const read = await bodyOrRefusal(context);
    if ('refused' in read) return context.json(read.refused.body(), read.refused.status);
    const userId = (read.body as { userId?: unknown } | null)?.userId;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) return context.json({ message: 'userId is a number', code: 'invalid-user' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', `/channels/${channel}/${action}`, { userId }));
  });

  // The sandbox clock: its time, and the page's buttons to move it (checked here, moved there).
  app.get('/clock', async (context) => answer(context, await relayToMining(miningApiUrl, 'GET', '/clock')));

  app.post('/clock', async (context) => {
    const read = await bodyOrRefusal(context);
    if ('refused' in read) return context.json(read.refused.body(), read.refused.status);
    const checked = clockMoveSchema.safeParse(read.body);
    if (!checked.success) return context.json({ message: 'send { advanceMs } or { to: an ISO instant }', code: 'invalid-body' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', '/clock', checked.data));
  });

  // The auction's campaign (issue 23): its dates, and the page's control to move its start.
  app.get('/auction/campaign', async (context) => answer(context, await relayToMining(miningApiUrl, 'GET', '/auction/campaign')));

  app.post('/auction/campaign', async (context) => {
    const read = await bodyOrRefusal(context);
    if ('refused' in read) return context.json(read.refused.body(), read.refused.status);
    const checked = campaignMoveSchema.safeParse(read.body);
    if (!checked.success) return context.json({ message: 'send { startsAt: an ISO instant }', code: 'invalid-body' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', '/auction/campaign', checked.data));
  });

  // The launched user's controls (issue 23): fail their next auction send; put them in a human group.
  app.post('/auction/fail-next-send', async (context) => {
    const read = await bodyOrRefusal(context);
    if ('refused' in read) return context.json(read.refused.body(), read.refused.status);
    const checked = failNextSendSchema.safeParse(read.body);
    if (!checked.success) return context.json({ message: 'send { userId }', code: 'invalid-body' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', '/auction/fail-next-send', checked.data));
  });

  app.post('/prove/human-group', async (context) => {
    const read = await bodyOrRefusal(context);
    if ('refused' in read) return context.json(read.refused.body(), read.refused.status);
    const checked = humanGroupSchema.safeParse(read.body);
    if (!checked.success) return context.json({ message: 'send { userId, humanGroup: 0 to 1000 }', code: 'invalid-body' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', '/prove/human-group', checked.data));
  });

  // The tasks' simulated bots and places (issue 20): PUNK staked, the wallet's app, the waitlist's join, BigPump's coins, the meme phrase, folders.
  mountTaskRelays(app, miningApiUrl, bodyOrRefusal, answer);

  return app;
}

const userIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const failNextSendSchema = z.object({ userId: userIdSchema }).strict();
const humanGroupSchema = z.object({ userId: userIdSchema, humanGroup: z.number().int().min(0).max(1000) }).strict();

/** The start the page sends; the mining API moves it to that day's UTC midnight. */
const campaignMoveSchema = z.object({ startsAt: z.string().datetime({ offset: true }) }).strict();
