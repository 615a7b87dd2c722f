/**
 * The sandbox's own controls (not the app's API), as the end-to-end tests use them: credit a
 * deposit, find a seed user's addresses, open an account, look a token's address up, read and move the sandbox clock.
 */
import { sandboxControlHeaders } from '../../../sandbox/platform/http/control-header';
import type { Stack } from './stack';

export interface SandboxUser {
  readonly key: string;
  readonly id: number;
  readonly accounts: readonly { accountIndex: number; address: string; tonUnbouncableAddress: string }[];
}

export interface DepositRequest {
  readonly userId: number;
  readonly chainId: string | number;
  readonly tokenAddress: string;
  /** Whole tokens, as a decimal string. */
  readonly amount: string;
  readonly accountIndex?: number;
  /** The sender's address, kept on the operation (a receipt shows it). */
  readonly from?: string;
}

const control = (stack: Stack, path: string): string => `${stack.sandbox.urls.mainPrimary}/sandbox${path}`;

/** The clock, the campaigns and the seed users are every file's: a shared stack (stack-and-browser.ts) refuses them. */
function ownStackOnly(stack: Stack, what: string): void {
  if (stack.shared) throw new Error(`${what} on the shared end-to-end stack would change what every file of the worker sees: pass isolatedStack: true to useStackAndBrowser`);
}

/** The controls answer only requests with the control header (issue 9): fetch with it. */
const controlFetch = (url: string, init: RequestInit = {}): Promise<Response> =>
  fetch(url, { ...init, headers: { ...sandboxControlHeaders, ...(init.headers as Record<string, string> | undefined) } });

export async function deposit(stack: Stack, request: DepositRequest): Promise<void> {
  const response = await controlFetch(control(stack, '/deposit'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountIndex: 0, ...request }),
  });
  if (response.status !== 200) throw new Error(`deposit refused: ${response.status} ${await response.text()}`);
}

export async function seedUser(stack: Stack, key: string): Promise<SandboxUser> {
  ownStackOnly(stack, `Using the seed user ${key}`);
  const { users } = (await (await controlFetch(control(stack, '/users'))).json()) as { users: SandboxUser[] };
  const user = users.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`no seed user ${key}`);
  return user;
}

/** A new account of the user (a new user's first), for a recipient no other file knows: its addresses. */
export async function createAccount(stack: Stack, userId: number): Promise<{ address: string; tonUnbouncableAddress: string }> {
  const response = await controlFetch(control(stack, '/accounts'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
  if (response.status !== 200) throw new Error(`account refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as { address: string; tonUnbouncableAddress: string };
}

export async function tokenAddress(stack: Stack, symbol: string, chainId: string | number): Promise<string> {
  const response = await controlFetch(control(stack, `/tokens?symbol=${encodeURIComponent(symbol)}&chainId=${String(chainId)}`));
  const { tokens } = (await response.json()) as { tokens: { address: string }[] };
  const token = tokens[0];
  if (!token) throw new Error(`no ${symbol} on ${String(chainId)}`);
  return token.address;
}

interface ClockAnswer {
  readonly now: string;
  readonly aheadMs: number;
}

async function clockAnswer(response: Response): Promise<number> {
  if (response.status !== 200) throw new Error(`sandbox clock refused: ${response.status} ${await response.text()}`);
  return Date.parse(((await response.json()) as ClockAnswer).now);
}

/** The sandbox clock's time (ms since the epoch): what every value of the stack is computed at. */
export async function sandboxTime(stack: Stack): Promise<number> {
  return clockAnswer(await controlFetch(control(stack, '/clock')));
}

/**
 * Moves the sandbox clock `ms` forward for the whole stack (both APIs, the host page; init data
 * stays valid, as it is checked in real time): "the sandbox clock moves a day". Its new time.
 * The app learns it from its next read of the server (a poll, a relaunch, a navigation).
 */
export async function advanceSandboxClock(stack: Stack, ms: number): Promise<number> {
  ownStackOnly(stack, 'Moving the sandbox clock');
  return clockAnswer(await controlFetch(control(stack, '/clock'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) }));
}

/** Moves the sandbox clock to an instant (never back: an instant behind it is refused). Its new time. */
export async function setSandboxClock(stack: Stack, at: Date | number): Promise<number> {
  ownStackOnly(stack, 'Moving the sandbox clock');
  const to = new Date(at).toISOString();
  return clockAnswer(await controlFetch(control(stack, '/clock'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to }) }));
}

/** Moves the banners' campaign ends (ISO instants) the mining API's /banners/config answers. */
export async function moveBannerCampaigns(stack: Stack, ends: { openLeague?: string; inviteContest?: string; donate?: string }): Promise<void> {
  ownStackOnly(stack, 'Moving the banner campaigns');
  const response = await controlFetch(`${stack.sandbox.urls.mining}/sandbox/banners/campaigns`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ends) });
  if (response.status !== 200) throw new Error(`banner campaigns refused: ${response.status} ${await response.text()}`);
}
