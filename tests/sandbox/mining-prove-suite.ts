/**
 * Proof of humanity over the real apps (issue 23): who may buy it (a human group, before the
 * deadline, not proven, nothing running), the status moving on the sandbox clock, the code arriving
 * in an incoming 0 TON transfer's comment in the wallet history, the code's check with its limit of
 * 5 wrong codes per 10 minutes on the database's clock, payment once per idempotency key, and the
 * verified +5 % on the next claim.
 */
import { describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import { proveContract } from '../../adapters/http/contract/mining/prove';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, control, deposit, HOUR, miningCalls, newCaller, newKey, settleInvoice, signedHeaders, type Caller, suiteWorld } from './mining-support';

const c = { ...miningCalls, ...proveContract };

/** The suite, on a store `open` gives (PGlite or PostgreSQL), with a hand-moved clock from START. */
export function proveSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  /** A new miner, in human group 1 unless told otherwise (the control, as the host page sets it). */
  async function miner(humanGroup = 1): Promise<Caller> {
    const user = newCaller();
    if (humanGroup > 0) expect((await control(world, 'POST', '/prove/human-group', { userId: user.id, humanGroup })).status).toBe(200);
    await call(world, user, c.createUserMining, { body: {} });
    return user;
  }

  const info = (user: Caller) => call(world, user, c.getProve);

  async function payWithStars(user: Caller): Promise<string> {
    const started = await call(world, user, c.preCheckout, { body: { payType: 'star' }, idempotencyKey: newKey() });
    expect(started.result.payUrl).toBe(`https://t.me/$${started.result.intentId}`);
    await settleInvoice(world, started.result.intentId, 'paid');
    return started.result.intentId;
  }

  /** The history of account 0 as the wallet shows it. */
  async function history(user: Caller) {
    const response = await world.main.request(`${mainContract.history.path}?accountIndex=0&limit=10&offset=0`, { method: mainContract.history.method, headers: signedHeaders(world, user) });
    return mainContract.history.response.parse(await response.json()).history;
  }

  /** The code, read as the user reads it: the comment of the newest incoming transfer. */
  async function codeInHistory(user: Caller): Promise<string> {
    const entry = (await history(user)).find((e) => e.type === 'deposit' && e.comment);
    const code = entry?.type === 'deposit' ? /\d{6}/.exec(entry.comment ?? '')?.[0] : undefined;
    if (!code) throw new Error('no code in the history');
    return code;
  }

  const confirm = (user: Caller, code: string) => callRaw(world, user, c.confirmProve, { body: { code } });
  const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('the info', () => {
    it('answers the cost in TON, USD and Stars, the access fields and the deadline', async () => {
      const user = await miner();
      const answer = await info(user);
      expect(answer).toMatchObject({ tonAmount: { tonAmount: '0.5', starAmount: 50 }, inProgressStatus: null, humanGroup: 1, confirmProve: false });
      expect(Number(answer.tonAmount.amount)).toBeGreaterThan(0);
      expect(Date.parse(answer.deadline)).toBeGreaterThan(world.deps.clock.now());
      expect((await call(world, user, c.getUserMining)).mining.humanGroup).toBe(1);
      expect(await call(world, user, c.priceCheck, { body: {} })).toEqual({ tonAmount: '0.5' });
    });

    it('offers the three ways at the server’s prices through the one purchase flow', async () => {
      const user = await miner();
      const offer = await call(world, user, c.paymentOffer, { body: { purpose: 'prove', details: {} } });
      expect(offer.ways).toEqual([
        { way: 'internal', amount: '0.5', currency: 'TON' },
        { way: 'stars', amount: '50', currency: 'XTR' },
        { way: 'external', amount: '0.5', currency: 'TON' },
      ]);
    });
  });

  describe('who may prove', () => {
    it('refuses a user in no human group', async () => {
      const user = await miner(0);
      expect((await info(user)).humanGroup).toBe(0);
      expect(await callRaw(world, user, c.preCheckout, { body: { payType: 'star' }, idempotencyKey: newKey() })).toMatchObject({ status: 403, body: { code: 'not-in-human-group' } });
    });

    it('refuses after the deadline, which the controls move', async () => {
      const user = await miner();
      const at = new Date(world.deps.clock.now() + HOUR).toISOString();
      const before = (await control(world, 'GET', '/prove/deadline')).body as { deadline: string };
      expect((await control(world, 'POST', '/prove/deadline', { to: at })).status).toBe(200);
      try {
        expect((await info(user)).deadline).toBe(at);
        world.deps.clock.advance(HOUR);
        expect(await callRaw(world, user, c.preCheckout, { body: { payType: 'star' }, idempotencyKey: newKey() })).toMatchObject({ status: 409, body: { code: 'prove-closed' } });
      } finally {
        await control(world, 'POST', '/prove/deadline', { to: new Date(Date.parse(before.deadline) + 400 * 24 * HOUR).toISOString() });
      }
    });
  });

  describe('a paid proof', () => {
    it('moves received, internalInQueue, responsing on the clock; the code arrives as an incoming 0 TON transfer; the right code verifies', async () => {
      const user = await miner();
      await payWithStars(user);
      expect((await info(user)).inProgressStatus).toBe('received');
      expect(await callRaw(world, user, c.preCheckout, { body: { payType: 'star' }, idempotencyKey: newKey() })).toMatchObject({ status: 409, body: { code: 'prove-in-progress' } });
      expect(await confirm(user, '123456')).toMatchObject({ status: 409, body: { code: 'no-code-yet' } });
      world.deps.clock.advance(2_000);
      expect((await info(user)).inProgressStatus).toBe('internalInQueue');
      world.deps.clock.advance(3_000);
      expect((await info(user)).inProgressStatus).toBe('responsing');
      expect((await info(user)).inProgressStatus).toBe('responsing');
      const transfers = (await history(user)).filter((e) => e.type === 'deposit' && e.comment);
      expect(transfers).toHaveLength(1);
      expect(transfers[0]).toMatchObject({ type: 'deposit', asset: 'TON', amount: '0' });
      const code = await codeInHistory(user);
      expect(await confirm(user, otherCode(code))).toMatchObject({ status: 400, body: { code: 'invalid-code' } });
      expect(await confirm(user, code)).toMatchObject({ status: 200, body: { confirmProve: true } });
      expect(await info(user)).toMatchObject({ inProgressStatus: 'confirmProve', confirmProve: true });
      expect((await call(world, user, c.getUserMining)).mining.confirmProve).toBe(true);
      expect(await callRaw(world, user, c.preCheckout, { body: { payType: 'star' }, idempotencyKey: newKey() })).toMatchObject({ status: 409, body: { code: 'already-proven' } });
    });

    it('refuses a guessed code after 5 wrong codes in 10 minutes, even the right one, then lets the user try again', async () => {
      const user = await miner();
      await payWithStars(user);
      world.deps.clock.advance(5_000);
      await info(user);
      const code = await codeInHistory(user);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await confirm(user, otherCode(String(Number(code) + attempt)))).toMatchObject({ status: 400, body: { code: 'invalid-code' } });
        world.deps.clock.advance(60_000);
      }
      expect(await confirm(user, code)).toMatchObject({ status: 429, body: { code: 'try-later' } });
      expect(await confirm(user, otherCode(code))).toMatchObject({ status: 429, body: { code: 'try-later' } });
      expect((await info(user)).confirmProve).toBe(false);
      // The first wrong code is 10 minutes old: one more try is allowed.
      world.deps.clock.advance(5 * 60_000);
      expect(await confirm(user, code)).toMatchObject({ status: 200 });
    });

    it('counts wrong codes sent at once against one limit', async () => {
      const user = await miner();
      await payWithStars(user);
      world.deps.clock.advance(5_000);
      await info(user);
      const code = await codeInHistory(user);
      const guesses = Array.from({ length: 12 }, (_, i) => otherCode(String((Number(code) + i) % 1_000_000)));
      const answers = await Promise.all(guesses.map((guess) => confirm(user, guess)));
      expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
      expect(await confirm(user, code)).toMatchObject({ status: 429 });
    });

    it('pays once per idempotency key from the balance, and a failed verification may be paid again', async () => {
      const user = await miner();
      await deposit(world, user, 'TON', '2');
      const key = newKey();
      const body = { payType: 'internal', accountIndex: 0 };
      const [first, second] = await Promise.all([
        callRaw(world, user, c.preCheckout, { body, idempotencyKey: key }),
        callRaw(world, user, c.preCheckout, { body, idempotencyKey: key }),
      ]);
      expect(first.status).toBe(200);
      expect(second.body).toEqual(first.body);
      const again = await callRaw(world, user, c.preCheckout, { body, idempotencyKey: key });
      expect(again.body).toEqual(first.body);
      const intents = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from payment_intents where user_id = $1 and purpose = 'prove' and status = 'paid'`, [user.id]);
      expect(intents.rows[0]?.n).toBe('1');
      const ton = (await history(user)).filter((e) => e.type === 'withdrawal');
      expect(ton).toHaveLength(1);
      expect((await info(user)).inProgressStatus).toBe('received');
      expect((await control(world, 'POST', '/prove/fail', { userId: user.id })).status).toBe(200);
      world.deps.clock.advance(10_000);
      expect((await info(user)).inProgressStatus).toBe('internalError');
      expect(await callRaw(world, user, c.preCheckout, { body, idempotencyKey: newKey() })).toMatchObject({ status: 200 });
      expect((await info(user)).inProgressStatus).toBe('received');
    });

    it('gives a verified miner +5 % on the next claim', async () => {
      const user = await miner();
      await payWithStars(user);
      world.deps.clock.advance(5_000);
      await info(user);
      expect(await confirm(user, await codeInHistory(user))).toMatchObject({ status: 200 });
      world.deps.clock.advance(HOUR);
      const receipt = await call(world, user, c.claimMining, { body: {}, idempotencyKey: newKey() });
      expect(receipt.verifiedBonus).not.toBe('0');
      expect(Number(receipt.verifiedBonus)).toBeCloseTo(Number(receipt.claimedAmount) * 0.05, 8);
    });
  });
}
