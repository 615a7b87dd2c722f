/** The friends and guilds controls of the mining API, as the end-to-end tests use them. */
import { sandboxControlHeaders } from '../../../sandbox/platform/http/control-header';
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
