import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { MiningHomeSnapshot } from '../../../domain/mining/home/machine';
import { MINING_POLL_MS } from '../../../domain/mining/home/rules';
import { provideMiningHome } from '../../../domain/mining/home/provide';
import { selectMiningView, type MiningView } from '../../../domain/mining/home/selectors';
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import type { ClaimReceipt, MiningRecord } from '../../../domain/mining/shared/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { manualClock } from '../../support/manual-clock';
import { aUserMining } from '../../support/mothers';

const HOUR = 3_600_000;
/** The server's clock runs 5 minutes ahead of the device's: the projection must use the server's. */
const SERVER_AHEAD_MS = 5 * 60_000;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Ready = Extract<MiningView, { status: 'ready' }>;
const ready = (snapshot: MiningHomeSnapshot): Ready => {
  const view = selectMiningView(snapshot);
  if (view.status !== 'ready') throw new Error(`not ready: ${view.status}`);
  return view;
};

function start(options: { ref?: string | null; visible?: boolean } = {}) {
  const clock = manualClock();
  const serverIso = (deviceAt: number) => new Date(deviceAt + SERVER_AHEAD_MS).toISOString();
  /** A record as the server answers it now: 1 SWITCH/h, `minedHours` since the last claim, a storage of `periodHours`. */
  const recordNow = (minedHours: number, overrides: Parameters<typeof aUserMining>[0] = {}, periodHours = 6): MiningRecord => {
    const serverTime = serverIso(clock.now());
    const lastClaim = new Date(Date.parse(serverTime) - minedHours * HOUR).toISOString();
    const base = aUserMining({ dttmLastClaim: lastClaim, dttmClaimDeadline: new Date(Date.parse(lastClaim) + periodHours * HOUR).toISOString(), ...overrides }, serverTime);
    return { ...base, mining: { ...base.mining, miningAmount: String(Math.min(minedHours, periodHours) * Number(base.mining.speed)), ...overrides } };
  };
  const opens: Deferred<MiningRecord>[] = [];
  const polls: Deferred<MiningRecord>[] = [];
  const claims: Deferred<ClaimReceipt>[] = [];
  const api = fakePort<MiningRecordApi>('miningRecordApi', {
    createUserMining: () => {
      const d = deferred<MiningRecord>();
      opens.push(d);
      return d.promise as never;
    },
    userMining: () => {
      const d = deferred<MiningRecord>();
      polls.push(d);
      return d.promise;
    },
    claim: () => {
      const d = deferred<ClaimReceipt>();
      claims.push(d);
      return d.promise;
    },
  });
  const visibility = fakeVisibility(options.visible ?? true);
  const logger = recordingLogger();
  let keys = 0;
  const logic = provideMiningHome({ miningRecordApi: api, clock, visibility, logger }, { timers: clock, newIdempotencyKey: () => `claim-${String(++keys)}` });
  const actor = createActor(logic, { input: { ref: options.ref ?? null }, clock }).start();
  return { actor, api, clock, visibility, logger, opens, polls, claims, recordNow, serverIso };
}

async function opened(options: Parameters<typeof start>[0] = {}, minedHours = 1, periodHours = 6) {
  const setup = start(options);
  setup.opens[0]?.resolve({ ...setup.recordNow(minedHours, {}, periodHours), created: true, referral: 'none' } as never);
  await waitFor(setup.actor, (s) => s.matches('open'));
  return setup;
}

describe('miningHomeMachine: opening', () => {
  it('creates the record with the referral code of the start parameter, then shows it', async () => {
    const { actor, api, opens, recordNow } = start({ ref: '42' });
    expect(selectMiningView(actor.getSnapshot()).status).toBe('loading');
    expect(api.calls.createUserMining[0]?.[0]).toEqual({ ref: '42' });
    opens[0]?.resolve({ ...recordNow(2, { gotAmount: '12.5', guild: 3 }), created: true, referral: 'accepted' } as never);
    await waitFor(actor, (s) => s.matches('open'));
    const view = ready(actor.getSnapshot());
    expect(view).toMatchObject({ mined: '2', got: '12.5', speed: '1', guild: 3, claim: 'claim-idle', canClaim: true, msUntilFull: 4 * HOUR, fill: 2 / 6, full: false });
  });

  it('creates without a code when the app was not launched from an invite', () => {
    const { api } = start();
    expect(api.calls.createUserMining[0]?.[0]).toEqual({});
  });

  it('fails with the reason, logs it, and a retry opens again', async () => {
    const { actor, api, opens, logger } = start();
    opens[0]?.reject(new ApiError({ type: 'server', status: 503 }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectMiningView(actor.getSnapshot())).toEqual({ status: 'failed', failure: { type: 'server' } });
    expect(logger.lines.map((line) => line.message)).toEqual(['mining: open failed']);
    actor.send({ type: 'mining.retry' });
    expect(api.count('createUserMining')).toBe(2);
  });
});

describe('miningHomeMachine: the live projection', () => {
  it('moves every second on the server clock, counts down to a full storage, and stops at the cap', async () => {
    const { actor, clock } = await opened({}, 5);
    expect(ready(actor.getSnapshot()).mined).toBe('5');
    clock.advance(36_000); // 0.01 h
    expect(ready(actor.getSnapshot()).mined).toBe('5.01');
    expect(ready(actor.getSnapshot()).msUntilFull).toBe(HOUR - 36_000);
    clock.advance(2 * HOUR);
    expect(ready(actor.getSnapshot())).toMatchObject({ mined: '6', msUntilFull: 0, fill: 1, full: true });
  });

  it("fills to the record's own deadline, not a period of the client's (a 12 h storage)", async () => {
    const { actor, clock } = await opened({}, 5, 12);
    expect(ready(actor.getSnapshot())).toMatchObject({ mined: '5', msUntilFull: 7 * HOUR, fill: 5 / 12, full: false });
    clock.advance(2 * HOUR);
    // Past 6 h since the last claim the storage still fills: its deadline is the server's.
    expect(ready(actor.getSnapshot())).toMatchObject({ mined: '7', msUntilFull: 5 * HOUR, fill: 7 / 12 });
    clock.advance(10 * HOUR);
    expect(ready(actor.getSnapshot())).toMatchObject({ mined: '12', msUntilFull: 0, fill: 1, full: true });
  });

  it('a 2 h storage is full after 2 h', async () => {
    const { actor, clock } = await opened({}, 1, 2);
    expect(ready(actor.getSnapshot())).toMatchObject({ msUntilFull: HOUR, fill: 0.5 });
    clock.advance(2 * HOUR);
    expect(ready(actor.getSnapshot())).toMatchObject({ mined: '2', msUntilFull: 0, fill: 1, full: true });
  });

  it('never goes back when an answer lands below what was projected, but starts again after a claim elsewhere', async () => {
    const { actor, clock, polls, recordNow } = await opened({}, 1);
    clock.advance(36_000);
    expect(ready(actor.getSnapshot()).mined).toBe('1.01');
    // The first poll answers a slightly older amount (the server floored, or the device clock ran fast).
    polls[0]?.resolve({ ...recordNow(1), mining: { ...recordNow(1).mining, miningAmount: '1.005', dttmLastClaim: recordNow(1.01).mining.dttmLastClaim } });
    await flush();
    expect(ready(actor.getSnapshot()).mined).not.toBe('1.005');
    expect(Number(ready(actor.getSnapshot()).mined)).toBeGreaterThanOrEqual(1.01);
    // An autoclaim moved the last claim: the amount starts again from the server's.
    clock.advance(MINING_POLL_MS);
    polls[1]?.resolve(recordNow(0.001));
    await flush();
    expect(ready(actor.getSnapshot()).mined).toBe('0.001');
  });

  it('takes a burn receipt (record.received): the new speed drives the projection', async () => {
    const { actor, clock, recordNow } = await opened({}, 1);
    actor.send({ type: 'record.received', record: recordNow(1, { speed: '2', miningAmount: '1' }), receivedAt: clock.now() });
    expect(ready(actor.getSnapshot()).speed).toBe('2');
    clock.advance(36_000);
    expect(ready(actor.getSnapshot()).mined).toBe('1.02');
  });
});

describe('miningHomeMachine: polling', () => {
  it('reads the record every 30 s while visible, pauses while hidden, and stops with the actor', async () => {
    const { actor, api, clock, visibility, polls, recordNow } = await opened();
    expect(api.count('userMining')).toBe(1);
    polls[0]?.resolve(recordNow(1));
    await flush();
    clock.advance(MINING_POLL_MS - 1);
    expect(api.count('userMining')).toBe(1);
    clock.advance(1);
    expect(api.count('userMining')).toBe(2);
    polls[1]?.resolve(recordNow(1));
    await flush();
    visibility.set(false);
    clock.advance(10 * MINING_POLL_MS);
    expect(api.count('userMining')).toBe(2);
    visibility.set(true);
    expect(api.count('userMining')).toBe(3);
    polls[2]?.resolve(recordNow(1));
    await flush();
    actor.stop();
    clock.advance(10 * MINING_POLL_MS);
    expect(api.count('userMining')).toBe(3);
  });

  it('reads at once on mining.refresh (a purchase changed the record)', async () => {
    const { actor, api, polls, recordNow } = await opened();
    polls[0]?.resolve(recordNow(1));
    await flush();
    actor.send({ type: 'mining.refresh' });
    expect(api.count('userMining')).toBe(2);
    polls[1]?.resolve(recordNow(1, { dttmAutoclaimActivation: new Date().toISOString() }));
    await flush();
    expect(ready(actor.getSnapshot()).autoclaimPending).toBe(true);
  });
});

function receipt(record: MiningRecord, credited: string): ClaimReceipt {
  return { ...record, claimId: 'c1', claimedAmount: credited, creditedAmount: credited, verifiedBonus: '0', allianceBonus: '0' };
}

describe('miningHomeMachine: claim', () => {
  it('claims with a key: the amount moves from mined to got, and a new press is a new claim', async () => {
    const { actor, api, claims, clock, recordNow } = await opened({}, 3);
    actor.send({ type: 'claim.press' });
    expect(ready(actor.getSnapshot()).claim).toBe('claiming');
    expect(api.calls.claim[0]?.[0]).toEqual({ idempotencyKey: 'claim-1' });
    claims[0]?.resolve(receipt(recordNow(0, { gotAmount: '3' }), '3'));
    await waitFor(actor, (s) => s.matches({ open: { claim: 'done' } }));
    expect(ready(actor.getSnapshot())).toMatchObject({ claim: 'claimed', claimed: '3', got: '3', mined: '0', msUntilFull: 6 * HOUR, fill: 0, canClaim: false });
    // Nothing mined yet: a press does nothing until the storage has something in it.
    actor.send({ type: 'claim.press' });
    expect(api.count('claim')).toBe(1);
    clock.advance(1_000);
    expect(ready(actor.getSnapshot()).canClaim).toBe(true);
    actor.send({ type: 'claim.press' });
    expect(api.calls.claim[1]?.[0]).toEqual({ idempotencyKey: 'claim-2' });
  });

  it('a double tap claims once', async () => {
    const { actor, api } = await opened();
    actor.send({ type: 'claim.press' });
    actor.send({ type: 'claim.press' });
    expect(api.count('claim')).toBe(1);
  });

  it('a failed claim shows its reason and the retry reuses the same key, so it can never double', async () => {
    const { actor, api, claims, logger, recordNow } = await opened({}, 2);
    actor.send({ type: 'claim.press' });
    claims[0]?.reject(new ApiError({ type: 'unreachable' }));
    await waitFor(actor, (s) => s.matches({ open: { claim: 'failed' } }));
    expect(ready(actor.getSnapshot())).toMatchObject({ claim: 'claim-failed', claimFailure: { type: 'server' }, mined: '2', canClaim: true });
    expect(logger.lines.map((line) => line.message)).toContain('mining: claim failed');
    actor.send({ type: 'claim.press' });
    expect(api.calls.claim.map((call) => call[0])).toEqual([{ idempotencyKey: 'claim-1' }, { idempotencyKey: 'claim-1' }]);
    claims[1]?.resolve(receipt(recordNow(0, { gotAmount: '2' }), '2'));
    await waitFor(actor, (s) => s.matches({ open: { claim: 'done' } }));
    expect(ready(actor.getSnapshot())).toMatchObject({ claimFailure: null, got: '2' });
  });
});

describe('miningHomeMachine: failures', () => {
  it('types a call without valid init data apart from the generic server error', async () => {
    const { actor, opens } = start();
    opens[0]?.reject(new ApiError({ type: 'unauthorized', message: 'Only possible to use inside telegram bot' }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectMiningView(actor.getSnapshot())).toEqual({ status: 'failed', failure: { type: 'outside-messenger' } });
  });

  it('keeps no server text for a refused claim', async () => {
    const { actor, claims } = await opened({}, 2);
    actor.send({ type: 'claim.press' });
    claims[0]?.reject(new ApiError({ type: 'rejected', status: 404, message: 'No mining record', code: 'no-mining' }));
    await waitFor(actor, (s) => s.matches({ open: { claim: 'failed' } }));
    expect(ready(actor.getSnapshot()).claimFailure).toEqual({ type: 'server' });
  });
});
