/**
 * Copy trading over the real apps (issue 24): the deposit leaves the wallet ledger once per key,
 * the simulated leader's trades are mirrored at ante x deposit or skipped with a reason as the
 * clock moves, a stop returns what the position holds once, and nobody sees or stops another's
 * position. Money is conserved token by token: what the wallet and the position hold together is
 * what the user had plus what the mirrored swaps recorded, under concurrency and replays.
 */
import { describe, expect, it } from 'vitest';
import { copyTradeContract } from '../../adapters/http/contract/mining/copy-trade';
import { requireToken, type CatalogueToken } from '../../sandbox/main/engine/token-catalogue';
import { MAX_TRADES_PER_CATCH_UP, SLIPPAGE_LIMIT_BPS } from '../../sandbox/mining/copy-trade/config';
import { firstTradeAfter, leaderTrade } from '../../sandbox/mining/copy-trade/trader';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, controlRequest, HOUR, newCaller, newKey, START, type Caller, suiteWorld } from './mining-support';

const c = copyTradeContract;
const ARBITRUM = 42161 as const;
const USDT = requireToken(ARBITRUM, 'USDT');
const ETH = requireToken(ARBITRUM, 'ETH');
const LEADER = '0x1111111111111111111111111111111111111111';

export function copyTradeSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  async function fund(user: Caller, token: CatalogueToken, amount: string): Promise<void> {
    const response = await controlRequest(world.main, '/sandbox/deposit', {
      method: 'POST',
      body: JSON.stringify({ userId: user.id, chainId: token.chainId, tokenAddress: token.address, amount }),
    });
    if (response.status !== 200) throw new Error(`deposit answered ${response.status}: ${await response.text()}`);
  }

  /** The wallet's holding of a token (account 0), straight from the ledger. */
  async function wallet(user: Caller, token: CatalogueToken): Promise<bigint> {
    const result = await world.deps.db.query<{ units: string | null }>(
      `select sum(amount_units)::text as units from ledger_entries where user_id = $1 and account_index = 0 and chain_id = $2 and token_address = $3`,
      [user.id, String(token.chainId), token.address],
    );
    return BigInt(result.rows[0]?.units ?? '0');
  }

  /** What the user's positions hold of a token, and what their mirrored swaps added (got) minus took (sold). */
  async function positions(user: Caller, token: CatalogueToken): Promise<{ held: bigint; swapped: bigint }> {
    const held = await world.deps.db.query<{ units: string | null }>(
      `select (coalesce(sum(case when base_token = $2 then base_units else 0 end), 0) + coalesce(sum(case when counter_token = $2 then counter_units else 0 end), 0))::text as units
       from copy_trades where user_id = $1`,
      [user.id, token.address],
    );
    const swapped = await world.deps.db.query<{ units: string | null }>(
      `select (coalesce(sum(case when got_token = $2 then got_units else 0 end), 0) - coalesce(sum(case when sold_token = $2 then sold_units else 0 end), 0))::text as units
       from copy_trade_events e join copy_trades t on t.id = e.trade_id where t.user_id = $1`,
      [user.id, token.address],
    );
    return { held: BigInt(held.rows[0]?.units ?? '0'), swapped: BigInt(swapped.rows[0]?.units ?? '0') };
  }

  /** Wallet plus positions equals the start plus the recorded swaps, for USDT and ETH. */
  async function expectConserved(user: Caller, start: { usdt: bigint; eth: bigint }): Promise<void> {
    for (const [token, initial] of [
      [USDT, start.usdt],
      [ETH, start.eth],
    ] as const) {
      const { held, swapped } = await positions(user, token);
      expect((await wallet(user, token)) + held).toBe(initial + swapped);
    }
  }

  const startBody = (overrides: Record<string, unknown> = {}) => ({
    accountIndex: 0,
    chainId: ARBITRUM,
    followedAddress: LEADER,
    ante: '0.2',
    protocols: ['uniswap-universal-router'],
    depositInNano: '150000000',
    fromToken: USDT.address,
    ...overrides,
  });

  async function funded(amount = '150'): Promise<Caller> {
    const user = newCaller();
    await call(world, user, c.getCopyTrades, { query: { accountIndex: '0' } });
    await fund(user, USDT, amount);
    return user;
  }

  describe('the start', () => {
    it('moves the deposit from the wallet into the position once per key, with every field of the subscription', async () => {
      const user = await funded('200');
      const key = newKey();
      const first = await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: key });
      const replay = await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: key });
      expect(replay).toEqual(first);
      expect(await wallet(user, USDT)).toBe(50_000_000n);
      const trade = first.result;
      expect(trade).toMatchObject({
        accountIndex: 0,
        chainId: ARBITRUM,
        followedAddress: LEADER,
        ante: '0.2',
        protocols: ['uniswap-universal-router'],
        depositInNano: '150000000',
        fromToken: USDT.address,
        dttmAdded: new Date(START).toISOString(),
        token: { name: 'Tether USD', symbol: 'USDT' },
        depositAmount: '150',
        perTradeAmount: '30',
      });
      expect(trade.dttmDeactivated).toBeUndefined();
      expect(Number(trade.deposit.usd)).toBeCloseTo(150, 0);
      const listed = await call(world, user, c.getCopyTrades, { query: { accountIndex: '0' } });
      expect(listed.copyTrades.map((t) => t._id)).toEqual([trade._id]);
      expect(listed.tokens.map((t) => `${t.symbol}:${t.tokensAmount}`)).toEqual(['USDT:50']);
      await expectConserved(user, { usdt: 200_000_000n, eth: 0n });
    });

    it('refuses a deposit under 100 USD, above the balance, a token other than ETH, USDT, USDC or DAI, a zero ante and a malformed address, moving nothing', async () => {
      const user = await funded('150');
      const refuse = async (body: Record<string, unknown>) => (await callRaw(world, user, c.startCopyTrade, { body: startBody(body), idempotencyKey: newKey() })).body;
      expect(await refuse({ depositInNano: '99000000' })).toMatchObject({ code: 'below-minimum' });
      expect(await refuse({ depositInNano: '150000001' })).toMatchObject({ code: 'insufficient-balance' });
      expect(await refuse({ fromToken: requireToken(ARBITRUM, 'ZRO').address })).toMatchObject({ code: 'unknown-token' });
      expect(await refuse({ ante: '0' })).toMatchObject({ code: 'zero-amount' });
      expect(await refuse({ ante: '1.5' })).toMatchObject({ code: 'invalid-body' });
      expect(await refuse({ followedAddress: `${LEADER}0` })).toMatchObject({ code: 'invalid-body' });
      expect(await refuse({ followedAddress: LEADER.replace('0x1', '0xg') })).toMatchObject({ code: 'invalid-body' });
      expect(await wallet(user, USDT)).toBe(150_000_000n);
      expect((await call(world, user, c.getCopyTrades, { query: { accountIndex: '0' } })).copyTrades).toEqual([]);
    });
  });

  describe('the simulated trader', () => {
    it('mirrors each of the leader’s trades at ante x deposit or skips it with its reason, as the clock moves, and conserves money', async () => {
      const user = await funded('150');
      const { result } = await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() });
      const before = await call(world, user, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } });
      expect(before.transactions).toEqual([]);
      world.deps.clock.advance(12 * HOUR);
      const after = await call(world, user, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } });
      const trades = after.transactions ?? [];
      expect(trades.length).toBeGreaterThanOrEqual(12);
      const seqs = trades.map((t) => t.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
      expect(new Set(seqs).size).toBe(seqs.length);
      for (const trade of trades) {
        const leader = leaderTrade(LEADER, trade.seq);
        expect(trade.at).toBe(new Date(leader.at).toISOString());
        expect(leader.at).toBeGreaterThan(START);
        if (leader.slippageBps > SLIPPAGE_LIMIT_BPS) expect(trade).toMatchObject({ outcome: 'skipped', reason: 'slippage' });
        else if (leader.usd < 20n) expect(trade).toMatchObject({ outcome: 'skipped', reason: 'too-small' });
        if (trade.outcome === 'mirrored') {
          // Sized at ante x deposit: 30 USDT, or its worth in ETH at the trade's price.
          if (trade.sold?.symbol === 'USDT') expect(trade.sold.amount).toBe('30');
          else expect(Number(trade.sold?.amount) * 3200).toBeGreaterThan(28);
          expect(trade.reason).toBeUndefined();
        } else expect(trade.reason).toBeDefined();
      }
      expect(trades.some((t) => t.outcome === 'mirrored')).toBe(true);
      expect(trades.some((t) => t.outcome === 'skipped')).toBe(true);
      // Reading again works nothing twice.
      const again = await call(world, user, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } });
      expect(again.transactions).toEqual(trades);
      await expectConserved(user, { usdt: 150_000_000n, eth: 0n });
    });

    it('pages the leader’s trades, newest first, so every one stays explained however many there are (issue 41)', async () => {
      const user = await funded('150');
      const { result } = await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() });
      world.deps.clock.advance(12 * HOUR);
      const detail = { accountIndex: '0', copyTradeId: result._id };
      const whole = await call(world, user, c.getCopyTrades, { query: detail });
      const all = whole.transactions ?? [];
      expect(all.length).toBeGreaterThanOrEqual(12);
      expect(all.length).toBeLessThan(50);
      expect(whole.transactionsNextToken).toBeNull();
      // Five at a time: the pages join into the whole list, none twice, none left out.
      const paged: typeof all = [];
      let token: string | null | undefined;
      let pages = 0;
      do {
        const page = await call(world, user, c.getCopyTrades, { query: { ...detail, transactionsLimit: '5', ...(token ? { transactionsPageToken: token } : {}) } });
        expect((page.transactions ?? []).length).toBeLessThanOrEqual(5);
        paged.push(...(page.transactions ?? []));
        token = page.transactionsNextToken;
        pages++;
      } while (token && pages < 20);
      expect(paged).toEqual(all);
      expect(pages).toBe(Math.ceil(all.length / 5));
      // A token that is not one of ours is refused, never read as the first page.
      const forged = await callRaw(world, user, c.getCopyTrades, { query: { ...detail, transactionsPageToken: Buffer.from('x12').toString('base64url') } });
      expect(forged.status).toBe(400);
    });
  });

  describe('the stop', () => {
    it('returns what the position holds to the wallet once, across replays and new keys, and mirrors nothing after it', async () => {
      const user = await funded('150');
      const { result } = await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() });
      world.deps.clock.advance(6 * HOUR);
      const key = newKey();
      const stopped = await call(world, user, c.cancelCopyTrade, { body: { _id: result._id }, idempotencyKey: key });
      expect(stopped.result.dttmDeactivated).toBe(new Date(world.deps.clock.now()).toISOString());
      expect(stopped.result.holdings).toEqual([]);
      const usdt = await wallet(user, USDT);
      const eth = await wallet(user, ETH);
      expect(await call(world, user, c.cancelCopyTrade, { body: { _id: result._id }, idempotencyKey: key })).toEqual(stopped);
      await call(world, user, c.cancelCopyTrade, { body: { _id: result._id }, idempotencyKey: newKey() });
      world.deps.clock.advance(24 * HOUR);
      const detail = await call(world, user, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } });
      expect(detail.copyTrades[0]?.dttmDeactivated).toBe(stopped.result.dttmDeactivated);
      expect(detail.transactions?.every((t) => t.at <= (stopped.result.dttmDeactivated ?? ''))).toBe(true);
      expect(await wallet(user, USDT)).toBe(usdt);
      expect(await wallet(user, ETH)).toBe(eth);
      await expectConserved(user, { usdt: 150_000_000n, eth: 0n });
      expect((await positions(user, USDT)).held).toBe(0n);
    });

    it('never shows or stops another user’s position', async () => {
      const owner = await funded('150');
      const other = await funded('150');
      const { result } = await call(world, owner, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() });
      expect((await callRaw(world, other, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } })).status).toBe(404);
      expect((await callRaw(world, other, c.cancelCopyTrade, { body: { _id: result._id }, idempotencyKey: newKey() })).status).toBe(404);
      expect((await call(world, other, c.getCopyTrades, { query: { accountIndex: '0' } })).copyTrades).toEqual([]);
      expect((await call(world, owner, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } })).copyTrades[0]?.dttmDeactivated).toBeUndefined();
      expect(await wallet(other, USDT)).toBe(150_000_000n);
    });
  });

  describe('a far clock jump', () => {
    /** The position's worked-through trades: how many, and whether they are the leader's seqs from the start on, each once. */
    async function worked(id: string): Promise<{ count: number; first: number; last: number; nextSeq: number }> {
      const events = await world.deps.db.query<{ n: string; first: string | null; last: string | null }>(
        'select count(*)::text as n, min(seq)::text as first, max(seq)::text as last from copy_trade_events where trade_id = $1',
        [id],
      );
      const position = await world.deps.db.query<{ next_seq: string | number }>('select next_seq from copy_trades where id = $1', [id]);
      const row = events.rows[0];
      return { count: Number(row?.n), first: Number(row?.first), last: Number(row?.last), nextSeq: Number(position.rows[0]?.next_seq) };
    }

    it('works more than 500 leader trades through in bounded batches within one read, each once under racing reads, and the stop after another jump returns all of it', async () => {
      const user = await funded('150');
      const started = world.deps.clock.now();
      const { result } = await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() });
      // 30 days: 720 to 2,160 of the leader's trades, over the cap of one transaction.
      world.deps.clock.advance(30 * 24 * HOUR);
      const expected = (at: number) => firstTradeAfter(LEADER, at) - firstTradeAfter(LEADER, started);
      expect(expected(world.deps.clock.now())).toBeGreaterThan(MAX_TRADES_PER_CATCH_UP);
      const detail = () => call(world, user, c.getCopyTrades, { query: { accountIndex: '0', copyTradeId: result._id } });
      const list = () => call(world, user, c.getCopyTrades, { query: { accountIndex: '0' } });
      const [first] = await Promise.all([detail(), list(), detail(), list()]);
      const afterRead = await worked(result._id);
      expect(afterRead.count).toBe(expected(world.deps.clock.now()));
      expect(afterRead.first).toBe(firstTradeAfter(LEADER, started));
      expect(afterRead.last - afterRead.first + 1).toBe(afterRead.count);
      expect(afterRead.nextSeq).toBe(afterRead.last + 1);
      // The answer is the position worked up to the clock: its newest trade is the leader's last one.
      expect(first.transactions?.[0]?.seq).toBe(afterRead.last);
      await expectConserved(user, { usdt: 150_000_000n, eth: 0n });

      world.deps.clock.advance(30 * 24 * HOUR);
      const stopKey = newKey();
      const answers = await Promise.all([
        callRaw(world, user, c.cancelCopyTrade, { body: { _id: result._id }, idempotencyKey: stopKey }),
        detail(),
        callRaw(world, user, c.cancelCopyTrade, { body: { _id: result._id }, idempotencyKey: newKey() }),
        list(),
      ]);
      expect(answers.every((answer) => !('status' in answer) || answer.status === 200)).toBe(true);
      const afterStop = await worked(result._id);
      expect(afterStop.count).toBe(expected(world.deps.clock.now()));
      expect(afterStop.last - afterStop.first + 1).toBe(afterStop.count);
      const stopOps = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from wallet_operations where user_id = $1 and comment = 'copy trade stopped'`, [user.id]);
      expect(Number(stopOps.rows[0]?.n)).toBe(1);
      expect((await positions(user, USDT)).held).toBe(0n);
      expect((await positions(user, ETH)).held).toBe(0n);
      await expectConserved(user, { usdt: 150_000_000n, eth: 0n });
    }, 120_000);
  });

  describe('under concurrency', () => {
    it('starts at once with distinct keys: only what the balance covers moves, and money is conserved', async () => {
      const user = await funded('350');
      const answers = await Promise.all(Array.from({ length: 6 }, () => callRaw(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.status !== 200).every((a) => (a.body as { code: string }).code === 'insufficient-balance')).toBe(true);
      expect(await wallet(user, USDT)).toBe(50_000_000n);
      await expectConserved(user, { usdt: 350_000_000n, eth: 0n });
    });

    it('one key sent many times at once starts one position', async () => {
      const user = await funded('500');
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => callRaw(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: key })));
      const ok = answers.filter((a) => a.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((a) => (a.body as { result: { _id: string } }).result._id)).size).toBe(1);
      expect(await wallet(user, USDT)).toBe(350_000_000n);
    });

    it('stops and reads racing while the clock moves return the position once and work every leader trade once', async () => {
      const user = await funded('300');
      const a = (await call(world, user, c.startCopyTrade, { body: startBody(), idempotencyKey: newKey() })).result;
      const b = (await call(world, user, c.startCopyTrade, { body: startBody({ followedAddress: '0x2222222222222222222222222222222222222222', ante: '0.5' }), idempotencyKey: newKey() })).result;
      world.deps.clock.advance(8 * HOUR);
      const reads = () => call(world, user, c.getCopyTrades, { query: { accountIndex: '0' } });
      const stops = (id: string) => Array.from({ length: 3 }, () => callRaw(world, user, c.cancelCopyTrade, { body: { _id: id }, idempotencyKey: newKey() }));
      const answers = await Promise.all([reads(), ...stops(a._id), reads(), ...stops(b._id), reads()]);
      expect(answers.every((answer) => !('status' in answer) || answer.status === 200)).toBe(true);
      const stopOps = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from wallet_operations where user_id = $1 and comment = 'copy trade stopped'`, [user.id]);
      expect(Number(stopOps.rows[0]?.n)).toBe(2);
      expect((await positions(user, USDT)).held).toBe(0n);
      expect((await positions(user, ETH)).held).toBe(0n);
      await expectConserved(user, { usdt: 300_000_000n, eth: 0n });
    });
  });
}
