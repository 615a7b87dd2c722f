/**
 * The auction screen's machine (issue 23): the auction read on the server's clock; the claim-all
 * button's rule; a claim with one key per attempt (a lost answer retried claims once); 'Unavailable
 * amount' and 'Not enough gas' open the insufficient sheet; a sending claim polls every 10 s until
 * it lands (success) or fails (the failure sheet until acknowledged, kept on the device).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import type { AuctionApi } from '../../../domain/mining/auction/port';
import { auctionInputFrom, provideAuction } from '../../../domain/mining/auction/provide';
import { calculate, canClaim } from '../../../domain/mining/auction/rules';
import { selectAuctionView } from '../../../domain/mining/auction/selectors';
import type { Auction, AuctionClaimed } from '../../../domain/mining/auction/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { memoryBackend, silentLogger } from '../../support/memory-storage';

const DAY = 86_400_000;

function anAuction(overrides: Partial<Auction> = {}, now = Date.UTC(2026, 10, 24, 12)): Auction {
  const startsAt = Date.UTC(2026, 10, 22);
  return {
    availableAmount: '1.5',
    gotAmount: '10',
    stakingPart: '0.5',
    switchPriceUsd: '0.0031',
    claimPrice: '0.05',
    gasReserve: '0.01',
    currDay: 3,
    nextDayInMs: 12 * 3_600_000,
    progressStatus: null,
    hasSuccessSwitchSend: false,
    shareBp: 1500,
    startsAt: new Date(startsAt).toISOString(),
    deadline: new Date(startsAt + 20 * DAY).toISOString(),
    phase: 'open',
    lastClaim: null,
    depositAddress: 'UQdeposit',
    serverTime: new Date(now).toISOString(),
    ...overrides,
  };
}

function start(backend = memoryBackend()) {
  const clock = manualClock(Date.UTC(2026, 10, 24, 12));
  const reads: Deferred<Auction>[] = [];
  const claims: { key: string; stake: boolean; answer: Deferred<AuctionClaimed> }[] = [];
  const api = fakePort<AuctionApi>('auctionApi', {
    auction: () => {
      const answer = deferred<Auction>();
      reads.push(answer);
      return answer.promise;
    },
    claim: (options) => {
      const answer = deferred<AuctionClaimed>();
      claims.push({ key: options.idempotencyKey, stake: options.stake === true, answer });
      return answer.promise;
    },
  });
  const storage = createLocalStorage(backend, silentLogger());
  let keys = 0;
  const logic = provideAuction(
    { auctionApi: api, clock, visibility: fakeVisibility(true), logger: recordingLogger(), storage },
    { timers: clock, newIdempotencyKey: () => `key-${++keys}` },
  );
  const actor = createActor(logic, { input: auctionInputFrom(storage), clock }).start();
  const view = () => selectAuctionView(actor.getSnapshot());
  return { actor, clock, reads, claims, view, backend };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const claimed = (auction: Auction): AuctionClaimed => ({ progressStatus: 'sending', claimId: 'c1', paidAmount: '1.5', burnedAmount: '8.5', auction });
const sent = (status: 'sending' | 'responsed' | 'failed', claimId = 'c1') =>
  anAuction({ progressStatus: status, hasSuccessSwitchSend: status === 'responsed', availableAmount: '0', gotAmount: '0', lastClaim: { claimId, paidAmount: '1.5', burnedAmount: '8.5', claimedAt: '2026-11-24T12:00:00.000Z' } });

describe('auctionMachine', () => {
  it('shows the auction, its schedule and countdown on the server’s clock', async () => {
    const { reads, view, actor, clock } = start();
    expect(view().step).toBe('loading');
    reads[0]?.resolve(anAuction());
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view().schedule.map((d) => [d.day, d.shareBp])).toEqual([
      [3, 1500],
      [4, 2000],
      [5, 2500],
    ]);
    expect(view().msToNextDay).toBe(12 * 3_600_000);
    clock.advance(3_600_000);
    expect(view().msToNextDay).toBe(11 * 3_600_000);
    expect(view().gasTon).toBe('0.06');
    expect(view().canClaim).toBe(true);
  });

  it('claims with one key per attempt, processes while sending (polling every 10 s), then succeeds', async () => {
    const { reads, claims, view, actor, clock } = start();
    reads[0]?.resolve(anAuction());
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'claim.open' });
    expect(view().sheet).toBe('claim-sheet');
    actor.send({ type: 'claim.confirm' });
    actor.send({ type: 'claim.confirm' });
    expect(claims).toHaveLength(1);
    expect(view().claiming).toBe(true);
    // A lost answer: the retry carries the same key.
    claims[0]?.answer.reject(new ApiError({ type: 'unreachable' }));
    await settle();
    expect(view().sheet).toBe('claim-sheet');
    expect(view().claimFailure).toEqual({ type: 'server' });
    actor.send({ type: 'claim.confirm' });
    expect(claims[1]?.key).toBe(claims[0]?.key);
    claims[1]?.answer.resolve(claimed(sent('sending')));
    await settle();
    expect(view().sheet).toBe('processing-sheet');
    expect(view().canClaim).toBe(false);
    clock.advance(9_999);
    await settle();
    expect(reads).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.resolve(sent('sending'));
    await settle();
    expect(view().sheet).toBe('processing-sheet');
    clock.advance(10_000);
    await settle();
    reads[2]?.resolve(sent('responsed'));
    await settle();
    expect(view().sheet).toBe('success');
    actor.send({ type: 'success.close' });
    expect(view().sheet).toBeNull();
    // A new attempt is a new key.
    expect(canClaim(sent('responsed'))).toBe(false);
  });

  it.each([
    ['unavailable-amount', 'Unavailable amount'],
    ['not-enough-gas', 'Not enough gas'],
  ] as const)('opens the insufficient sheet on %s; a later attempt is a new key', async (code, message) => {
    const { reads, claims, view, actor } = start();
    reads[0]?.resolve(anAuction());
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'claim.open' });
    actor.send({ type: 'claim.confirm' });
    claims[0]?.answer.reject(new ApiError({ type: 'rejected', status: 422, message, code }));
    await settle();
    expect(view().sheet).toBe('insufficient-sheet');
    expect(view().claimFailure).toEqual({ type: code });
    actor.send({ type: 'sheet.close' });
    actor.send({ type: 'claim.open' });
    actor.send({ type: 'claim.confirm' });
    expect(claims[1]?.key).not.toBe(claims[0]?.key);
  });

  it('keeps any other refusal’s code for the sheet to word; a refusal makes the next attempt a new key, a claim still running keeps it', async () => {
    const { reads, claims, view, actor } = start();
    reads[0]?.resolve(anAuction());
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'claim.open' });
    actor.send({ type: 'claim.confirm' });
    claims[0]?.answer.reject(new ApiError({ type: 'rejected', status: 409, message: 'Server English', code: 'idempotency-key-in-progress' }));
    await settle();
    expect(view().sheet).toBe('claim-sheet');
    expect(view().claimFailure).toEqual({ type: 'refused', code: 'idempotency-key-in-progress' });
    actor.send({ type: 'claim.confirm' });
    expect(claims[1]?.key).toBe(claims[0]?.key);
    claims[1]?.answer.reject(new ApiError({ type: 'rejected', status: 400, message: 'Server English', code: 'a-code-from-a-newer-server' }));
    await settle();
    expect(view().claimFailure).toEqual({ type: 'refused', code: 'a-code-from-a-newer-server' });
    actor.send({ type: 'claim.confirm' });
    expect(claims[2]?.key).not.toBe(claims[0]?.key);
  });

  it('reads the auction again when the UTC day turns while the screen is open; a failed re-read is tried again 30 s later', async () => {
    const { reads, view, actor, clock } = start();
    reads[0]?.resolve(anAuction());
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view().auction?.shareBp).toBe(1500);
    clock.advance(12 * 3_600_000 - 1_000);
    await settle();
    expect(reads).toHaveLength(1);
    clock.advance(1_000);
    await settle();
    expect(view().msToNextDay).toBe(24 * 3_600_000);
    expect(reads).toHaveLength(2);
    expect(view().canClaim).toBe(false);
    reads[1]?.resolve(anAuction({ shareBp: 2000, currDay: 4, availableAmount: '2' }, Date.UTC(2026, 10, 25)));
    await settle();
    expect(view().auction?.shareBp).toBe(2000);
    expect(view().schedule[0]).toMatchObject({ day: 4, shareBp: 2000 });
    expect(view().canClaim).toBe(true);
    // The next midnight's read fails: yesterday's answer stays, the button works, a retry follows 30 s later.
    clock.advance(24 * 3_600_000);
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]?.reject(new ApiError({ type: 'unreachable' }));
    await settle();
    expect(view().auction?.shareBp).toBe(2000);
    expect(view().canClaim).toBe(true);
    clock.advance(29_000);
    await settle();
    expect(reads).toHaveLength(3);
    clock.advance(1_000);
    await settle();
    expect(reads).toHaveLength(4);
  });

  it('claim and stake asks the server to stake; a lost answer retries the same choice with its key, the other choice takes a new key', async () => {
    const { reads, claims, view, actor } = start();
    reads[0]?.resolve(anAuction());
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'claim.open' });
    actor.send({ type: 'claim.confirm', stake: true });
    expect(claims.map((c) => [c.key, c.stake])).toEqual([['key-1', true]]);
    expect(view().stakeRequested).toBe(true);
    claims[0]?.answer.reject(new ApiError({ type: 'unreachable' }));
    await settle();
    actor.send({ type: 'claim.confirm', stake: true });
    expect(claims[1]).toMatchObject({ key: 'key-1', stake: true });
    claims[1]?.answer.reject(new ApiError({ type: 'unreachable' }));
    await settle();
    // Switching to a plain claim is another claim: a new key, no stake.
    actor.send({ type: 'claim.confirm' });
    expect(claims[2]).toMatchObject({ key: 'key-2', stake: false });
    expect(view().stakeRequested).toBe(false);
    claims[2]?.answer.resolve({ ...claimed(sent('sending')), stakedAmount: '0' });
    await settle();
    expect(view().sheet).toBe('processing-sheet');
  });

  it('shows a failed claim’s sheet until acknowledged, and never again for that claim on this device', async () => {
    const first = start();
    first.reads[0]?.resolve(sent('failed'));
    await waitFor(first.actor, (s) => s.hasTag('ready'));
    expect(first.view().sheet).toBe('failure-sheet');
    first.actor.send({ type: 'failure.acknowledge' });
    expect(first.view().sheet).toBeNull();
    const again = start(first.backend);
    again.reads[0]?.resolve(sent('failed'));
    await waitFor(again.actor, (s) => s.hasTag('ready'));
    expect(again.view().sheet).toBeNull();
    // Another failed claim shows again.
    const other = start(first.backend);
    other.reads[0]?.resolve(sent('failed', 'c2'));
    await waitFor(other.actor, (s) => s.hasTag('ready'));
    expect(other.view().sheet).toBe('failure-sheet');
  });

  it('goes on processing a claim found sending when the screen opens; a failed read offers a retry', async () => {
    const { reads, view, actor } = start();
    reads[0]?.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(view().failure).toEqual({ type: 'server' });
    actor.send({ type: 'auction.retry' });
    reads[1]?.resolve(sent('sending'));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view().sheet).toBe('processing-sheet');
  });

  it('a closed auction cannot be claimed', async () => {
    const { reads, view, actor } = start();
    reads[0]?.resolve(anAuction({ phase: 'closed', availableAmount: '0', shareBp: 0 }));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view().canClaim).toBe(false);
    actor.send({ type: 'claim.open' });
    expect(view().sheet).toBeNull();
  });
});

describe('the claim-all button rule', () => {
  it('is enabled when not yet sent, or when something remains and nothing is sending; never when closed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, 'sending', 'responsed', 'failed' as const),
        fc.boolean(),
        fc.constantFrom('0', '0.000000001', '12.5'),
        fc.constantFrom('not-started', 'open', 'closed' as const),
        (progressStatus, hasSuccessSwitchSend, availableAmount, phase) => {
          const auction = anAuction({ progressStatus, hasSuccessSwitchSend, availableAmount, phase });
          const expected = phase !== 'closed' && progressStatus !== 'sending' && (!hasSuccessSwitchSend || availableAmount !== '0');
          expect(canClaim(auction)).toBe(expected);
        },
      ),
    );
  });
});

describe('the auction calculator', () => {
  it('claiming today against waiting: the share of that day, nothing once closed, never below today while open', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 20 }), (wait, day) => {
        const now = Date.UTC(2026, 10, 24, 12);
        const startsAt = now - (day - 1) * DAY;
        const auction = anAuction({ currDay: day, shareBp: day * 500, startsAt: new Date(Math.floor(startsAt / DAY) * DAY).toISOString(), deadline: new Date(Math.floor(startsAt / DAY) * DAY + 20 * DAY).toISOString() });
        const result = calculate(auction, now, wait);
        if (day + wait > 20) {
          expect(result.closed).toBe(true);
          expect(result.amount).toBe('0');
        } else {
          expect(result.shareBp).toBe(Math.min(10_000, (day + wait) * 500));
          expect(Number(result.gain)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
