/** The friends and guilds controls of the mining API, as the end-to-end tests use them. */
import { clientHeaders, HEADERS } from '../../../adapters/http/contract/headers';
import { signInitData } from '../../../sandbox/platform/auth/init-data';
import { sandboxControlHeaders } from '../../../sandbox/platform/http/control-header';
import { SANDBOX_BOT_TOKEN } from '../../../sandbox/platform/seed-users';
import type { Stack } from './stack';

async function miningControl(stack: Stack, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${stack.sandbox.urls.mining}/sandbox${path}`, {
    method: 'POST',
    headers: { ...sandboxControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path} refused: ${String(response.status)} ${await response.text()}`);
}

/** Moves the trade contest's end (an ISO instant) the friends screen counts down to. */
export const moveTradeContest = (stack: Stack, endsAt: string) => miningControl(stack, '/frens/contest', { endsAt });
/** Recomputes ranks and alliance totals now (they are otherwise recomputed every 10 s). */
export const refreshRanks = (stack: Stack) => miningControl(stack, '/guilds/refresh', {});
/** Whether joining an alliance needs staking first. */
export const requireStaking = (stack: Stack, required: boolean) => miningControl(stack, '/guilds/staking-required', { required });

/** A miner of the sandbox's population, for seeding a screen: a signed call of the mining API as them. */
export interface SeedMiner {
  readonly id: number;
  readonly firstName: string;
  readonly isPremium?: boolean;
}

async function asMiner(stack: Stack, miner: SeedMiner, path: string, body?: unknown, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST'): Promise<unknown> {
  const initData = signInitData({
    botToken: SANDBOX_BOT_TOKEN,
    user: { id: miner.id, first_name: miner.firstName, ...(miner.isPremium ? { is_premium: true } : {}) },
    // The init data's age is checked in real time, not on the sandbox's clock.
    authDate: new Date(),
  });
  const response = await fetch(`${stack.sandbox.urls.mining}${path}`, {
    method,
    headers: { ...clientHeaders(initData), 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) throw new Error(`${path} as ${String(miner.id)}: ${String(response.status)} ${await response.text()}`);
  return response.json();
}

/** A read of the mining API as the miner (its JSON answer): what the screens are made of. */
export const minerReads = (stack: Stack, miner: SeedMiner, path: string, method: 'GET' | 'POST' = 'GET'): Promise<unknown> => asMiner(stack, miner, path, undefined, {}, method);

/** A new miner's first launch, from `inviterId`'s invite link when given: a real referral. */
export const minerStarts = (stack: Stack, miner: SeedMiner, inviterId?: number) =>
  asMiner(stack, miner, '/mining/createUserMining', inviterId === undefined ? {} : { ref: String(inviterId) });

/** The miner joins (or makes) the alliance. */
export const minerJoins = (stack: Stack, miner: SeedMiner, alliance: string) => asMiner(stack, miner, `/alliances/set?alliance=${encodeURIComponent(alliance)}`);

/** The miner claims what has accrued (once per key): their inviters' 10 % and 2 % shares follow. */
export const minerClaims = (stack: Stack, miner: SeedMiner, key: string) => asMiner(stack, miner, '/claimMining', {}, { [HEADERS.idempotencyKey]: key });
