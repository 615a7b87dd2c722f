/**
 * Every call of the mining contract over the real mining app with signed init data, refusals
 * included, and the OpenAPI document that lists them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExternalWalletTransaction } from '../../domain/shared/external-wallet';
import { tonConnectMessages } from '../../adapters/wallet/text-comment';
import { miningCalls as c } from './mining-support';
import { HEADERS } from '../../adapters/http/contract/common';
import { routePath } from '../../adapters/http/contract/endpoint';
import { TREASURY_ADDRESS } from '../../sandbox/mining/payments/config';
import { MINING_FACTS, MINING_FEATURES } from '../../sandbox/mining/features';
import { purposeTable } from '../../sandbox/mining/payments/purpose-table';
import { PUBLIC_PATHS } from '../../sandbox/platform/routes';
import { call, callRaw, deposit, holding, HOUR, sharedMiningWorld, nano, newCaller, newKey, type MiningWorld, controlRequest } from './mining-support';

const worldOf = sharedMiningWorld();
let world: MiningWorld;
beforeAll(() => {
  world = worldOf();
});

const iso = (ms: number): string => new Date(ms).toISOString();

describe('the OpenAPI document of the mining server', () => {
  // Read from the registered features (sandbox/mining/features.ts), so a new feature is checked
  // here without this file listing its paths (README "Adding a mining feature").
  it('documents, with its method, every call each registered mining feature serves, and nothing else', async () => {
    const document = (await (await world.mining.request('/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const listed = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const purposes = purposeTable(MINING_FEATURES.flatMap((feature) => feature.purposes ?? []));
    const documented = new Set<string>();
    for (const feature of MINING_FEATURES) {
      const endpoints = Object.values(feature.contract);
      // The contract writes a path parameter `{rank}` (as OpenAPI does); Hono routes it as `:rank`.
      const routed = endpoints.map((call) => `${call.method} ${routePath(call.path)}`);
      // What the feature's own routes answer (Hono lists middleware as ALL); the platform answers its public paths.
      const served = feature
        .routes(world.deps, purposes, MINING_FACTS)
        .routes.filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`);
      for (const route of served) expect(routed, `${feature.id} serves ${route} outside its contract`).toContain(route);
      for (const call of endpoints) {
        if (!PUBLIC_PATHS.includes(call.path)) expect(served, `${feature.id} has ${call.method} ${call.path} in its contract but does not serve it`).toContain(`${call.method} ${routePath(call.path)}`);
        documented.add(`${call.method} ${call.path}`);
      }
    }
    expect(listed.sort()).toEqual([...documented].sort());
    // A registry that lost its features would make the comparison above vacuous.
    expect(MINING_FEATURES.length).toBeGreaterThan(10);
    expect(listed).toEqual(expect.arrayContaining(['GET /health', 'POST /claimMining', 'POST /burnPunks', 'GET /staking', 'POST /v2/donation/donate', 'GET /boost/airdrops']));
    // Value-moving calls require the Idempotency-Key header.
    const claim = document.paths['/claimMining']?.post as unknown as { parameters: { name: string; required: boolean }[] };
    expect(claim.parameters).toContainEqual(expect.objectContaining({ name: HEADERS.idempotencyKey, required: true }));
  });
});

describe('authentication', () => {
  it('refuses a call without init data', async () => {
    const response = await world.mining.request('/getUserMining');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Only possible to use inside telegram bot', code: 'unauthorized' });
  });
});

describe('the mining record', () => {
  it('is created once, idempotently, and read with the server time', async () => {
    const user = newCaller();
    expect(await callRaw(world, user, c.getUserMining)).toMatchObject({ status: 404, body: { code: 'no-mining' } });
    const now = world.deps.clock.now();
    const created = await call(world, user, c.createUserMining, { body: {} });
    expect(created).toEqual({
      created: true,
      referral: 'none',
      serverTime: iso(now),
      mining: {
        speed: '1',
        gotAmount: '0',
        miningAmount: '0',
        dttmClaimDeadline: iso(now + 6 * HOUR),
        dttmLastClaim: iso(now),
        status: 'mining',
        dttmLastPayment: null,
        guild: 0,
        alliance: null,
        withheld: '0',
        autoclaimActive: false,
        dttmAutoclaimActivation: null,
        lockAmount: '0',
        humanGroup: 0,
        confirmProve: false,
        dttmAdded: iso(now),
      },
    });
    world.deps.clock.advance(90 * 60_000);
    const again = await call(world, user, c.createUserMining, { body: {} });
    expect(again.created).toBe(false);
    expect(again.mining.dttmAdded).toBe(iso(now));
    const read = await call(world, user, c.getUserMining);
    expect(read.serverTime).toBe(iso(now + 90 * 60_000));
    expect(read.mining.miningAmount).toBe('1.5');
  });

  it('stops accruing at the deadline and reports the storage full', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    world.deps.clock.advance(9 * HOUR);
    const read = await call(world, user, c.getUserMining);
    expect(read.mining).toMatchObject({ miningAmount: '6', status: 'full', autoclaimActive: false });
  });

  it('records an inviter once, pays both sides the fixed bonus, and refuses self, unknown and cyclic invites', async () => {
    const inviter = newCaller();
    await call(world, inviter, c.createUserMining, { body: {} });
    const premium = newCaller({ isPremium: true });
    expect((await call(world, premium, c.createUserMining, { body: { ref: String(inviter.id) } })).referral).toBe('accepted');
    expect((await call(world, premium, c.getUserMining)).mining.gotAmount).toBe('60');
    expect((await call(world, inviter, c.getUserMining)).mining.gotAmount).toBe('60');
    // A later launch with another code changes nothing.
    expect(await call(world, premium, c.createUserMining, { body: { ref: '1001' } })).toMatchObject({ created: false, referral: 'none' });

    const self = newCaller();
    expect((await call(world, self, c.createUserMining, { body: { ref: String(self.id) } })).referral).toBe('refused');
    const orphan = newCaller();
    expect((await call(world, orphan, c.createUserMining, { body: { ref: '77' } })).referral).toBe('refused');
    // Seeded miner 900000001 was invited by alice (1001): alice joining through it would be a cycle.
    const alice = { id: 1001, firstName: 'Alice' };
    expect((await call(world, alice, c.createUserMining, { body: { ref: '900000001' } })).referral).toBe('refused');
    expect((await callRaw(world, orphan, c.createUserMining, { body: { ref: 'not a code' } })).status).toBe(400);
  });
});

describe('claims', () => {
  it('credit what accrued, replay a reused key and refuse a missing key', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    expect((await callRaw(world, user, c.claimMining)).status).toBe(400);
    world.deps.clock.advance(2 * HOUR);
    const key = newKey();
    const receipt = await call(world, user, c.claimMining, { idempotencyKey: key });
    expect(receipt).toMatchObject({ claimedAmount: '2', creditedAmount: '2', verifiedBonus: '0', allianceBonus: '0' });
    expect(receipt.mining).toMatchObject({ gotAmount: '2', miningAmount: '0', dttmLastClaim: receipt.serverTime });
    world.deps.clock.advance(HOUR);
    expect(await call(world, user, c.claimMining, { idempotencyKey: key })).toEqual(receipt);
    expect((await call(world, user, c.getUserMining)).mining).toMatchObject({ gotAmount: '2', miningAmount: '1' });
  });

  it('add 5 % for a verified miner and another 5 % in an alliance', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    await world.deps.db.query(`update mining_users set confirm_prove = true, alliance = 'gold_rush' where user_id = $1`, [user.id]);
    world.deps.clock.advance(4 * HOUR);
    const receipt = await call(world, user, c.claimMining, { idempotencyKey: newKey() });
    expect(receipt).toMatchObject({ claimedAmount: '4', verifiedBonus: '0.2', allianceBonus: '0.2', creditedAmount: '4.4' });
    expect(receipt.mining).toMatchObject({ alliance: 'gold_rush', confirmProve: true });
  });

  it('refuse a caller without a record', async () => {
    expect(await callRaw(world, newCaller(), c.claimMining, { idempotencyKey: newKey() })).toMatchObject({ status: 404, body: { code: 'no-mining' } });
  });
});

describe('burn', () => {
  it('debits PUNK and gas, adds 0.1 SWITCH/h per PUNK for 48 h', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    await deposit(world, user, 'PUNK', '25');
    await deposit(world, user, 'TON', '1');
    const burned = await call(world, user, c.burnPunks, { body: { amount: '12.5' }, idempotencyKey: newKey() });
    const now = world.deps.clock.now();
    expect(burned).toMatchObject({ burnedAmount: '12.5', addedSpeed: '1.25', boostEndsAt: iso(now + 48 * HOUR), gas: { amount: '0.005', symbol: 'TON' } });
    expect(burned.mining.speed).toBe('2.25');
    expect(await holding(world, user, 'PUNK')).toBe(nano('12.5'));
    expect(await holding(world, user, 'TON')).toBe(nano('0.995'));
    world.deps.clock.advance(48 * HOUR);
    expect((await call(world, user, c.getUserMining)).mining.speed).toBe('1');
  });

  it('refuses below the minimum, a bad amount, not enough PUNK (4002) and not enough gas (4003)', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const burn = (amount: string) => callRaw(world, user, c.burnPunks, { body: { amount }, idempotencyKey: newKey() });
    expect(await burn('0.5')).toMatchObject({ status: 400, body: { code: 'below-minimum', path: ['amount'] } });
    expect(await burn('1.0000000001')).toMatchObject({ status: 400, body: { path: ['amount'] } });
    expect(await burn('-1')).toMatchObject({ status: 400, body: { path: ['amount'] } });
    expect(await burn('1')).toMatchObject({ status: 422, body: { errorCode: 4002, errorMessage: 'Not enough PUNK' } });
    await deposit(world, user, 'PUNK', '5');
    expect(await burn('1')).toMatchObject({ status: 422, body: { errorCode: 4003, errorMessage: 'Not enough TON for gas (0.005 TON)' } });
    expect(await holding(world, user, 'PUNK')).toBe(nano('5'));
  });
});

describe('configuration', () => {
  it("answers the mining clock's rules with the server time", async () => {
    expect(await call(world, newCaller(), c.miningRules)).toEqual({
      baseSpeed: '1',
      claimPeriodHours: 6,
      bonuses: { verifiedPercent: 5, alliancePercent: 5, inviterPercent: 10, inviterOfInviterPercent: 2 },
      serverTime: iso(world.deps.clock.now()),
    });
  });

  it('answers what a burn costs and gives', async () => {
    expect(await call(world, newCaller(), c.burnOffer)).toEqual({ rate: '0.1', boostHours: 48, minAmount: '1', gasTon: '0.005' });
  });

  it("offers autoclaim's three ways from the purpose table, with the treasury", async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    expect(await call(world, user, c.paymentOffer, { body: { purpose: 'autoclaim', details: {} } })).toEqual({
      purpose: 'autoclaim',
      ways: [
        { way: 'internal', amount: '1', currency: 'TON' },
        { way: 'stars', amount: '195', currency: 'XTR' },
        { way: 'external', amount: '1', currency: 'TON' },
      ],
      treasuryAddress: TREASURY_ADDRESS,
      serverTime: iso(world.deps.clock.now()),
    });
  });

  it('refuses a purpose nobody sells and details its purpose does not take', async () => {
    const user = newCaller();
    expect(await callRaw(world, user, c.paymentOffer, { body: { purpose: 'lottery', details: {} } })).toMatchObject({ status: 400, body: { code: 'unknown-purpose', path: ['purpose'] } });
    expect(await callRaw(world, user, c.paymentOffer, { body: { purpose: 'autoclaim', details: { amount: '5' } } })).toMatchObject({ status: 400, body: { code: 'invalid-details' } });
  });
});

const transferBody = (overrides: Record<string, unknown> = {}) => ({ to: TREASURY_ADDRESS, amount: '1', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, dry: true, ...overrides });

describe('autoclaim from the internal balance', () => {
  it('validates with a dry run, pays once, activates after the delay and then claims every missed period', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const start = world.deps.clock.now();
    const dry = (overrides: Record<string, unknown> = {}) => callRaw(world, user, c.transfer, { body: transferBody(overrides) });
    expect(await dry()).toMatchObject({ status: 400, body: { message: 'Not enough balance', path: ['amount'] } });
    await deposit(world, user, 'TON', '2');
    expect(await dry({ to: TREASURY_ADDRESS.replace(/.$/, 'A') })).toMatchObject({ status: 400, body: { path: ['to'] } });
    expect(await dry({ amount: '0.5' })).toMatchObject({ status: 400, body: { code: 'wrong-amount', path: ['amount'] } });
    expect(await dry({ chainId: 42161 })).toMatchObject({ status: 400 });
    expect(await call(world, user, c.transfer, { body: transferBody() })).toEqual({
      dry: true,
      fee: { amount: '0.006', symbol: 'TON' },
      quote: { price: '1', fee: '0.006', total: '1.006', balance: '2', balanceAfter: '0.994', currency: 'TON' },
    });
    expect(await holding(world, user, 'TON')).toBe(nano('2'));
    expect((await callRaw(world, user, c.transfer, { body: transferBody({ dry: false }) })).status).toBe(400);

    const key = newKey();
    const paid = await call(world, user, c.transfer, { body: transferBody({ dry: false }), idempotencyKey: key });
    expect(paid).toMatchObject({ dry: false, activatesAt: iso(start + 60_000), intentId: expect.any(String) });
    expect(await call(world, user, c.transfer, { body: transferBody({ dry: false }), idempotencyKey: key })).toEqual(paid);
    expect(await holding(world, user, 'TON')).toBe(nano('0.994'));
    expect((await call(world, user, c.getUserMining)).mining).toMatchObject({ autoclaimActive: false, dttmAutoclaimActivation: iso(start + 60_000), dttmLastPayment: iso(start) });
    expect(await callRaw(world, user, c.transfer, { body: transferBody({ dry: false }), idempotencyKey: newKey() })).toMatchObject({ status: 409, body: { code: 'autoclaim-active' } });

    world.deps.clock.set(start + 20 * HOUR);
    const read = await call(world, user, c.getUserMining);
    expect(read.mining).toMatchObject({ autoclaimActive: true, gotAmount: '18', miningAmount: '2', dttmLastClaim: iso(start + 18 * HOUR) });
  });
});

describe('autoclaim with Stars', () => {
  it('answers an invoice link; the purchase activates only once the payment of its charge is recorded, once', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const invoice = await call(world, user, c.starsAutoclaim, { idempotencyKey: newKey() });
    const { intentId } = invoice.data;
    expect(invoice.data).toMatchObject({ link: `https://t.me/$${intentId}`, amount: 195, currency: 'XTR' });
    expect(await call(world, user, c.paymentIntent, { query: { intentId } })).toMatchObject({ status: 'pending', way: 'stars', amount: '195', currency: 'XTR', chargeId: null });
    expect((await call(world, user, c.getUserMining)).mining.dttmAutoclaimActivation).toBeNull();

    const paid = await controlRequest(world.mining, `/sandbox/invoices/${intentId}/paid`, { method: 'POST' });
    const record = (await paid.json()) as { status: string; chargeId: string };
    expect(record.status).toBe('paid');
    const again = (await (await controlRequest(world.mining, `/sandbox/invoices/${intentId}/paid`, { method: 'POST' })).json()) as { chargeId: string };
    expect(again.chargeId).toBe(record.chargeId);
    const cancelLate = (await (await controlRequest(world.mining, `/sandbox/invoices/${intentId}/cancelled`, { method: 'POST' })).json()) as { status: string };
    expect(cancelLate.status).toBe('paid');
    const status = await call(world, user, c.paymentIntent, { query: { intentId } });
    expect(status).toMatchObject({ status: 'paid', chargeId: record.chargeId, activatesAt: iso(world.deps.clock.now() + 60_000) });
    const paidIntents = await world.deps.db.query(`select id from payment_intents where user_id = $1 and status = 'paid'`, [user.id]);
    expect(paidIntents.rows).toHaveLength(1);
    expect(await callRaw(world, newCaller(), c.paymentIntent, { query: { intentId } })).toMatchObject({ status: 404 });
  });

  it('a cancelled invoice charges nothing and activates nothing; an unknown invoice is refused', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const { intentId } = (await call(world, user, c.starsAutoclaim, { idempotencyKey: newKey() })).data;
    const cancelled = (await (await controlRequest(world.mining, `/sandbox/invoices/${intentId}/cancelled`, { method: 'POST' })).json()) as { status: string };
    expect(cancelled.status).toBe('cancelled');
    expect((await (await controlRequest(world.mining, `/sandbox/invoices/${intentId}/paid`, { method: 'POST' })).json()) as { status: string }).toMatchObject({ status: 'cancelled' });
    world.deps.clock.advance(2 * 60_000);
    expect((await call(world, user, c.getUserMining)).mining).toMatchObject({ autoclaimActive: false, dttmAutoclaimActivation: null, dttmLastPayment: null });
    expect((await controlRequest(world.mining, '/sandbox/invoices/pi_nothing_here/paid', { method: 'POST' })).status).toBe(404);
    expect((await callRaw(world, user, c.paymentIntent, { query: { intentId: 'x' } })).status).toBe(400);
  });

  it('activates at once when the sandbox delay is set to zero', async () => {
    expect((await controlRequest(world.mining, '/sandbox/settings', { method: 'POST', body: JSON.stringify({ activationDelayMs: 0 }) })).status).toBe(200);
    try {
      const user = newCaller();
      await call(world, user, c.createUserMining, { body: {} });
      const { intentId } = (await call(world, user, c.starsAutoclaim, { idempotencyKey: newKey() })).data;
      await controlRequest(world.mining, `/sandbox/invoices/${intentId}/paid`, { method: 'POST' });
      expect((await call(world, user, c.getUserMining)).mining.autoclaimActive).toBe(true);
      expect((await call(world, user, c.paymentIntent, { query: { intentId } })).activatesAt).toBe(iso(world.deps.clock.now()));
    } finally {
      await controlRequest(world.mining, '/sandbox/settings', { method: 'POST', body: JSON.stringify({ activationDelayMs: 60_000 }) });
    }
  });
});

interface WalletView {
  address: string;
  balance: string;
  pending: { id: string; status: string }[];
}

describe('autoclaim from the external wallet', () => {
  async function wallet(userId: number): Promise<WalletView> {
    return (await (await controlRequest(world.mining, `/sandbox/external-wallet?userId=${userId}`)).json()) as WalletView;
  }
  /** Hands the wallet the transaction as the app's wallet adapter does: each comment as a comment cell. */
  async function send(userId: number, transaction: ExternalWalletTransaction): Promise<{ id: string; status: string }> {
    const tonConnect = { validUntil: transaction.validUntil, messages: tonConnectMessages(transaction) };
    const response = await controlRequest(world.mining, '/sandbox/external-wallet/transactions', { method: 'POST', body: JSON.stringify({ userId, transaction: tonConnect }) });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; status: string };
  }
  const decide = async (id: string, decision: 'approve' | 'reject') => {
    const response = await controlRequest(world.mining, `/sandbox/external-wallet/transactions/${id}/${decision}`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as { status: string } };
  };

  it('answers a TON Connect transaction that pays once it lands from the approving wallet', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const answer = await call(world, user, c.externalAutoclaim, { idempotencyKey: newKey() });
    const { transaction, intentId } = answer.data;
    expect(transaction).toEqual({
      validUntil: Math.floor((world.deps.clock.now() + 10 * 60_000) / 1000),
      messages: [{ address: TREASURY_ADDRESS, amount: '1000000000', comment: intentId }],
    });
    expect((await wallet(user.id)).balance).toBe('100');
    const pending = await send(user.id, transaction);
    expect((await wallet(user.id)).pending.map((p) => p.id)).toEqual([pending.id]);
    expect((await call(world, user, c.paymentIntent, { query: { intentId } })).status).toBe('pending');
    expect((await decide(pending.id, 'approve')).body.status).toBe('landed');
    expect((await decide(pending.id, 'approve')).body.status).toBe('landed');
    expect(await wallet(user.id)).toMatchObject({ balance: '99', pending: [] });
    expect(await call(world, user, c.paymentIntent, { query: { intentId } })).toMatchObject({ status: 'paid', way: 'external', amount: '1', currency: 'TON' });
    world.deps.clock.advance(60_000);
    expect((await call(world, user, c.getUserMining)).mining.autoclaimActive).toBe(true);
  });

  it('a rejected or expired transaction moves nothing; an unpaid intent expires', async () => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const { transaction, intentId } = (await call(world, user, c.externalAutoclaim, { idempotencyKey: newKey() })).data;
    const rejected = await send(user.id, transaction);
    expect((await decide(rejected.id, 'reject')).body.status).toBe('rejected');
    expect((await decide(rejected.id, 'approve')).body.status).toBe('rejected');
    const late = await send(user.id, transaction);
    world.deps.clock.advance(11 * 60_000);
    expect((await decide(late.id, 'approve')).body.status).toBe('expired');
    expect((await wallet(user.id)).balance).toBe('100');
    expect((await call(world, user, c.paymentIntent, { query: { intentId } })).status).toBe('expired');
    expect((await call(world, user, c.getUserMining)).mining.dttmAutoclaimActivation).toBeNull();
    expect((await decide('ext_unknown', 'approve')).status).toBe(404);
  });

  it('refuses a transaction the wallet cannot cover', async () => {
    const user = newCaller();
    const pending = await send(user.id, { validUntil: Math.floor(world.deps.clock.now() / 1000) + 60, messages: [{ address: TREASURY_ADDRESS, amount: '200000000000' }] });
    expect((await decide(pending.id, 'approve')).status).toBe(422);
    expect((await wallet(user.id)).balance).toBe('100');
  });
});

describe('the seeded population', () => {
  it('holds 2,000 miners in 30 alliances, spread over the ranks, with friends for the seed users', async () => {
    const counts = await world.deps.db.query<{ miners: number; alliances: number; aliceFriends: number; carolFriends: number }>(
      `select (select count(*)::int from mining_users where user_id > 900000000) as miners,
              (select count(*)::int from mining_alliances) as alliances,
              (select count(*)::int from mining_users where inviter_id = 1001) as "aliceFriends",
              (select count(*)::int from mining_users where inviter_id = 1003) as "carolFriends"`,
    );
    expect(counts.rows[0]).toEqual({ miners: 2000, alliances: 30, aliceFriends: 8, carolFriends: 14 });
    // A new miner with a little SWITCH is an Adept; one above the richest seeded miner is a Cardinal.
    const small = newCaller();
    await call(world, small, c.createUserMining, { body: {} });
    world.deps.clock.advance(HOUR);
    expect((await call(world, small, c.claimMining, { idempotencyKey: newKey() })).mining.guild).toBe(1);
    const rich = newCaller();
    await call(world, rich, c.createUserMining, { body: {} });
    await world.deps.db.query(`update mining_users set got_units = 10000000000000000 where user_id = $1`, [rich.id]);
    expect((await call(world, rich, c.getUserMining)).mining.guild).toBe(5);
  });
});
