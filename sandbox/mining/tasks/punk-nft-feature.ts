/**
 * The NFT task as a mining feature of the sandbox (features.ts): `/boost/checkPunkNft`, the Punk
 * NFTs each user's external wallet holds, and the control that sets them (mounted under /sandbox
 * behind the control guard; never part of the app's contract).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { punkNftContract as c } from '../../../adapters/http/contract/mining/punk-nft';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { controlRouter, mountMoving } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import type { Migration } from '../../platform/store/db';
import { PUNK_NFT_CODE, verifyPunkNft } from './punk-nft';
import { PUNK_NFT_MAX, punkNftsHeld, setPunkNfts } from './punk-nft-store';
import type { PurposeTable } from '../payments/purpose-table';
import type { UserFacts } from '../shared/facts';
import { grantWalletTask } from './wallet-tasks';

const punkNfts: Migration = {
  id: 'tasks-005-punk-nfts',
  sql: `
create table sandbox_punk_nfts (
  user_id bigint primary key,
  count integer not null check (count >= 0 and count <= ${String(PUNK_NFT_MAX)})
);
`,
};

function routes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const router = new Hono<SandboxEnv>();
  mountMoving(router, deps, c.checkPunkNft, ({ user, body, tx }) => grantWalletTask(tx, deps.clock, facts, user.id, PUNK_NFT_CODE, () => verifyPunkNft(tx, user.id, body.walletAddress)));
  return router;
}

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function controls(deps: SandboxDeps): Hono {
  const router = controlRouter();
  router.get('/punk-nfts', async (context) => {
    const userId = parse(userIdSchema, context.req.query('userId'));
    return context.json({ userId, count: await punkNftsHeld(deps.db, userId) });
  });
  router.post('/punk-nfts', async (context) => {
    const body = parse(z.object({ userId: userIdSchema, count: z.number().int().min(0).max(PUNK_NFT_MAX) }), await jsonBody(context));
    await setPunkNfts(deps.db, body.userId, body.count);
    return context.json({ userId: body.userId, count: await punkNftsHeld(deps.db, body.userId) });
  });
  return router;
}

// Typed where it is listed (features.ts), so this file does not import the list back.
export const punkNftFeature = { id: 'punk-nft', contract: c, routes, migrations: [punkNfts], controls };
