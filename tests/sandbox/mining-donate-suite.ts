/**
 * Donations over the real apps (issue 23): paid from the custodial balance at once (once per key),
 * or by the external wallet when its transfer lands; 99 TON or more earns a hall-of-fame entry with
 * its name and comment stored as typed, less earns none; the fixed offers cost their price.
 */
import { expect, it } from 'vitest';
import { donateContract } from '../../adapters/http/contract/mining/donate';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, deposit, holding, miningCalls, nano, newCaller, newKey, type Caller, suiteWorld } from './mining-support';

const c = { ...miningCalls, ...donateContract };
/** The internal transfer's network fee. */
const FEE = nano('0.006');

export function donateSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const donor = async (ton: string): Promise<Caller> => {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    await deposit(world, user, 'TON', ton);
    return user;
  };
  const donate = (user: Caller, body: Record<string, unknown>, key = newKey()) =>
    callRaw(world, user, c.donate, { body: { payType: 'internal', name: '', comment: '', ...body }, idempotencyKey: key });
  const entriesOf = async (user: Caller) => (await call(world, user, c.hallOfFame)).entries;
  const donationsOf = async (user: Caller) =>
    (await world.deps.db.query<{ hall_of_fame: boolean; ton_units: string }>(`select hall_of_fame, ton_units::text from donations where user_id = $1`, [user.id])).rows;

  it('100 TON from the balance is paid at once and earns a hall-of-fame entry with the name and comment as typed', async () => {
    const user = await donor('150');
    const hostile = { name: '<img src=x onerror=alert(1)>', comment: '"); drop table donations; -- <script>alert(1)</script> ✓' };
    const answer = await donate(user, { tonAmount: '100', ...hostile });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'paid', transaction: null });
    expect(await holding(world, user, 'TON')).toBe(nano('50') - FEE);
    const entry = (await entriesOf(user)).find((e) => e.name === hostile.name);
    expect(entry).toMatchObject({ ...hostile, tonAmount: '100' });
  });

  it('a donation under 99 TON earns no hall-of-fame entry, whatever the offer', async () => {
    const user = await donor('40');
    expect((await donate(user, { tonAmount: '98.999999999', name: 'Almost' })).status).toBe(400);
    expect((await donate(user, { type: 'sbt', tonAmount: '2.5', name: 'Sbt donor' })).status).toBe(200);
    expect((await donate(user, { type: 'chat', tonAmount: '27.1828', name: 'Chat donor' })).status).toBe(200);
    const rows = await donationsOf(user);
    expect(rows.map((row) => row.ton_units).sort()).toEqual(['2500000000', '27182800000']);
    expect(rows.every((row) => !row.hall_of_fame)).toBe(true);
    const names = (await entriesOf(user)).map((e) => e.name);
    expect(names).not.toContain('Sbt donor');
    expect(names).not.toContain('Chat donor');
    expect(names).not.toContain('Almost');
  });

  it('refuses a wrong price for a fixed offer, a name too long, a control character, and not enough TON', async () => {
    const user = await donor('100');
    expect(await donate(user, { type: 'sbt', tonAmount: '2' })).toMatchObject({ status: 400, body: { code: 'wrong-amount' } });
    expect((await donate(user, { tonAmount: '99', name: 'x'.repeat(41) })).status).toBe(400);
    expect((await donate(user, { tonAmount: '99', name: 'a\u0007b' })).status).toBe(400);
    expect(await donate(user, { tonAmount: '99', name: '' })).toMatchObject({ status: 400 });
    expect(await donate(user, { tonAmount: '100', name: 'Poor' })).toMatchObject({ status: 400, body: { code: 'insufficient-balance' } });
    expect(await holding(world, user, 'TON')).toBe(nano('100'));
    expect(await donationsOf(user)).toEqual([]);
  });

  it('pays once under replayed and concurrent requests with one key', async () => {
    const user = await donor('300');
    const key = newKey();
    const answers = await Promise.all([0, 1, 2].map(() => donate(user, { tonAmount: '120', name: 'Once' }, key)));
    const replay = await donate(user, { tonAmount: '120', name: 'Once' }, key);
    const ok = [...answers, replay].filter((answer) => answer.status === 200);
    expect(new Set(ok.map((answer) => (answer.body as { intentId: string }).intentId)).size).toBe(1);
    expect(await donationsOf(user)).toHaveLength(1);
    expect(await holding(world, user, 'TON')).toBe(nano('180') - FEE);
  });

  it('external: answers the TON Connect transaction; nothing is recorded before it lands', async () => {
    const user = await donor('0.1');
    const answer = await call(world, user, c.donate, { body: { payType: 'external', tonAmount: '99', name: 'Ext', comment: '' }, idempotencyKey: newKey() });
    expect(answer.status).toBe('pending');
    expect(answer.transaction?.messages[0]?.amount).toBe('99000000000');
    expect(await donationsOf(user)).toEqual([]);
  });
}
