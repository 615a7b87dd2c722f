/**
 * The hall-of-fame donation (issue 23): the form's default 100 and minimum 99 TON, the name needed,
 * texts bounded (whole characters, control characters dropped); Donate opens the purchase only when
 * the form is fine; closing after payment reads the hall of fame again with a fresh form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { DonateApi } from '../../../domain/mining/donate/port';
import { provideDonate } from '../../../domain/mining/donate/provide';
import { boundedText, donationProblem, NAME_MAX } from '../../../domain/mining/donate/rules';
import { selectDonateView } from '../../../domain/mining/donate/selectors';
import type { HallOfFame } from '../../../domain/mining/donate/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';

const hall = (names: string[]): HallOfFame => ({
  entries: names.map((name) => ({ name, comment: '', tonAmount: '100', donatedAt: '2026-11-24T00:00:00.000Z' })),
  minTonAmount: '99',
  serverTime: '2026-11-24T00:00:00.000Z',
});

function start() {
  const reads: Deferred<HallOfFame>[] = [];
  const api = fakePort<DonateApi>('donateApi', {
    hallOfFame: () => {
      const answer = deferred<HallOfFame>();
      reads.push(answer);
      return answer.promise;
    },
  });
  const actor = createActor(provideDonate({ donateApi: api })).start();
  return { actor, reads, view: () => selectDonateView(actor.getSnapshot()) };
}

describe('the hall-of-fame donation', () => {
  it('starts at 100 TON, refuses under 99 and without a name, then opens the purchase with the form', async () => {
    const { actor, reads, view } = start();
    expect(view().form.amountText).toBe('100');
    reads[0]?.resolve(hall(['Alice']));
    await waitFor(actor, (s) => s.hasTag('editing') && !s.hasTag('loading'));
    expect(view().entries?.map((e) => e.name)).toEqual(['Alice']);
    actor.send({ type: 'donate.submit' });
    expect(view().problem).toBe('enter-name');
    expect(view().purchase).toBeNull();
    actor.send({ type: 'form.name', value: '  <b>Bob</b>  ' });
    actor.send({ type: 'form.amount', value: '98.99' });
    actor.send({ type: 'donate.submit' });
    expect(view().problem).toBe('below-minimum');
    actor.send({ type: 'form.amount', value: '99' });
    actor.send({ type: 'form.comment', value: 'hi\u0000 there' });
    actor.send({ type: 'donate.submit' });
    expect(view().purchase).toEqual({ purpose: 'donation', details: { kind: 'hallOfFame', tonAmount: '99', name: '<b>Bob</b>', comment: 'hi there' } });
    // Closed without paying: the form stays.
    actor.send({ type: 'purchase.close' });
    expect(view().purchase).toBeNull();
    expect(view().form.name).toBe('  <b>Bob</b>  ');
    actor.send({ type: 'donate.submit' });
    actor.send({ type: 'purchase.paid' });
    expect(reads).toHaveLength(2);
    expect(view().form).toEqual({ amountText: '100', name: '', comment: '' });
    reads[1]?.resolve(hall(['Alice', '<b>Bob</b>']));
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(view().entries?.map((e) => e.name)).toEqual(['Alice', '<b>Bob</b>']);
  });

  it('keeps the form when the hall of fame cannot be read, and retries', async () => {
    const { actor, reads, view } = start();
    reads[0]?.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(view().failure).toEqual({ type: 'server' });
    actor.send({ type: 'hallOfFame.retry' });
    expect(reads).toHaveLength(2);
  });

  it('bounds any typed text to whole characters within the limit, without control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (typed) => {
        const kept = boundedText(typed, NAME_MAX);
        expect(kept.length).toBeLessThanOrEqual(NAME_MAX);
        // eslint-disable-next-line no-control-regex -- what must never stay
        expect(/[\u0000-\u001f\u007f]/u.test(kept)).toBe(false);
        // Whole characters: the kept text is a prefix, by characters, of what was typed.
        // eslint-disable-next-line no-control-regex -- the characters the rule drops
        expect(Array.from(typed).join('').replace(/[\u0000-\u001f\u007f]/gu, '').startsWith(kept)).toBe(true);
      }),
    );
  });

  it('asks for an amount of at least 99 TON and a name', () => {
    expect(donationProblem({ amountText: '', name: 'a', comment: '' })).toBe('enter-amount');
    expect(donationProblem({ amountText: '1000001', name: 'a', comment: '' })).toBe('above-maximum');
    expect(donationProblem({ amountText: '99', name: ' ', comment: '' })).toBe('enter-name');
    expect(donationProblem({ amountText: '99', name: 'a', comment: '' })).toBeNull();
  });
});
