/**
 * The auction's calls (seed 001 §7 "Auction and donation"): the auction data, and the claim, once
 * per Idempotency-Key, moving SWITCH from the mining ledger into account 0 of the wallet ledger in
 * one transaction (engine.ts). The auction's controls move its campaign (tests, the host page).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { auctionContract } from '../../../adapters/http/contract/mining/auction';
import { ensureWalletIn } from '../../main/engine/accounts';
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { errorAnswer, mount, mountMoving } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { currentMiner } from '../shared/current';
import { requireMiner, switchText } from '../shared/miner';
import { auctionCampaign, setAuctionCampaign } from './config';
import { claimFromAuction, markNextSendFailing, wireAuction } from './engine';

/** Account 0's TON address (made on first sight, as every mining call that touches the wallet does). */
async function depositAddressOf(tx: Queryable, user: { id: number; firstName: string }, now: number): Promise<string> {
  const accounts = await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(now));
  return accounts.find((account) => account.accountIndex === 0)?.tonAddress ?? '';
}

export function auctionRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  mount(routes, deps, auctionContract.auction, async ({ user }) =>
    deps.db.transaction(async (tx) => {
      // The wallet before the miner, as the claim and the payments take them: on a user's first
      // sight this read creates the wallet under the user's lock, and the other order deadlocked
      // with the user's first claim or payment running at once (issue 43).
      const depositAddress = await depositAddressOf(tx, user, await deps.clock.read(tx));
      const { miner, now } = await currentMiner(tx, deps.clock, user.id);
      return wireAuction(tx, miner, await auctionCampaign(tx), now, depositAddress);
    }),
  );

  mountMoving(routes, deps, auctionContract.claimAuction, async ({ user, tx, body }) => {
    // The wallet first (its rows are what the ledger locks), then the miner, then the time under its lock.
    const depositAddress = await depositAddressOf(tx, user, await deps.clock.read(tx));
    const { miner, now } = await currentMiner(tx, deps.clock, user.id);
    const campaign = await auctionCampaign(tx);
    const claim = await claimFromAuction(tx, miner, campaign, now, body.stake === true);
    const auction = await wireAuction(tx, await requireMiner(tx, user.id), campaign, now, depositAddress);
    return {
      progressStatus: 'sending' as const,
      claimId: claim.claimId,
      paidAmount: auction.lastClaim?.paidAmount ?? '0',
      burnedAmount: auction.lastClaim?.burnedAmount ?? '0',
      stakedAmount: switchText(claim.stakedUnits),
      depositId: claim.depositId,
      auction,
    };
  });

  return routes;
}

const instant = z.string().datetime({ offset: true }).transform((value) => Date.parse(value));

/**
 * POST /sandbox/auction/campaign `{ startsAt, deadline? }`: the start moves to its UTC midnight;
 * POST /sandbox/auction/fail-next-send `{ userId }`: that user's next claim's send fails.
 */
export function auctionControls(deps: SandboxDeps): Hono {
  const routes = new Hono();
  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });
  routes.get('/auction/campaign', async (context) => context.json(serialise(await auctionCampaign(deps.db))));
  routes.post('/auction/campaign', async (context) => {
    const body = parse(z.object({ startsAt: instant, deadline: instant.optional() }).strict(), await jsonBody(context));
    return context.json(serialise(await setAuctionCampaign(deps.db, body)));
  });
  // The next claim's send of this user fails (its status goes sending, then failed; it moves nothing).
  routes.post('/auction/fail-next-send', async (context) => {
    const { userId } = parse(z.object({ userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(), await jsonBody(context));
    await markNextSendFailing(deps.db, userId, await deps.clock.read(deps.db));
    return context.json({ userId, nextSendFails: true });
  });
  return routes;
}

const serialise = (campaign: { startsAt: number; deadline: number }) => ({
  startsAt: new Date(campaign.startsAt).toISOString(),
  deadline: new Date(campaign.deadline).toISOString(),
});
