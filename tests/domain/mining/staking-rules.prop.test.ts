/**
 * Staking's rules as properties (issue 22): available is got minus locked floored to 2 decimals and
 * never more; presets never exceed what is available or the config's maximum; each error appears
 * exactly when its rule holds; the SBT period and the soulbound offer; the receipt's rate.
 */
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERCENT_PRESETS } from '../../../domain/money/percent-presets';
import {
  aprAfterFee,
  aprPercent,
  availableSbtPeriod,
  availableToStake,
  canContinue,
  hourRewardText,
  offersSoulbound,
  progressCells,
  stakeError,
  stakePreset,
} from '../../../domain/mining/staking/rules';
import { STAKING_PERIODS, type StakingConfig, type StakingDeposit } from '../../../domain/mining/staking/types';

const units = fc.bigInt({ min: 0n, max: 10n ** 15n });
const text = (value: bigint): string => new Big(value.toString()).div(1e9).toFixed();
const config = (min: string, max: string): StakingConfig => ({ apy: '0.15', minSwitchAmount: min, maxSwitchAmount: max, months: 12 });
const configArb = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 100_000 })).map(([min, extra]) => config(String(min), String(min + extra)));

function aDeposit(overrides: Partial<StakingDeposit> = {}): StakingDeposit {
  return {
    _id: 'sd_aaaaaaaaaa',
    amount: '1000',
    period: '1y',
    apy: '0.15',
    hourReward: '0.017123287',
    dttmStarted: '2026-01-01T00:00:00.000Z',
    dttmEnded: '2027-01-01T00:00:00.000Z',
    gotAmount: '0',
    rewardAtEnd: '149.999994120',
    dttmClaimed: null,
    fee: null,
    ...overrides,
  };
}

describe('available to stake', () => {
  it('never exceeds got minus locked, is floored to 2 decimals and is never negative', () => {
    fc.assert(
      fc.property(units, units, (got, lock) => {
        const available = new Big(availableToStake(text(got), text(lock)));
        const free = new Big(text(got)).minus(new Big(text(lock)));
        expect(available.lte(free.lt(0) ? 0 : free)).toBe(true);
        expect(available.gte(0)).toBe(true);
        expect(available.round(2, 0).eq(available)).toBe(true);
        if (free.gte(0)) expect(free.minus(available).lt(0.01)).toBe(true);
      }),
    );
  });
});

describe('presets', () => {
  it('never exceed what is available nor the maximum, and keep 2 decimals', () => {
    fc.assert(
      fc.property(units, fc.constantFrom(...PERCENT_PRESETS), configArb, (got, percent, chosen) => {
        const available = availableToStake(text(got), '0');
        const preset = new Big(stakePreset(available, percent, chosen));
        expect(preset.lte(available)).toBe(true);
        expect(preset.lte(chosen.maxSwitchAmount)).toBe(true);
        expect(preset.round(2, 0).eq(preset)).toBe(true);
      }),
    );
  });

  it('are capped at 50000 without a chosen config', () => {
    expect(stakePreset('200000', 50, null)).toBe('50000');
  });
});

describe('the red panel', () => {
  it('shows each error exactly when its rule holds, in order not-enough, min, max', () => {
    fc.assert(
      fc.property(units, units, configArb, (amount, available, chosen) => {
        const a = new Big(text(amount));
        const free = text(available);
        const error = stakeError(text(amount), free, chosen);
        const notEnough = a.gt(free);
        const underMin = a.lt(chosen.minSwitchAmount);
        const overMax = a.gt(chosen.maxSwitchAmount);
        expect(error === 'not-enough').toBe(notEnough);
        expect(error === 'min-amount').toBe(!notEnough && underMin);
        expect(error === 'max-amount').toBe(!notEnough && !underMin && overMax);
        expect(error === null).toBe(!notEnough && !underMin && !overMax);
      }),
    );
  });

  it('Continue needs an amount, a period and no error', () => {
    expect(canContinue(null, '1y', null)).toBe(false);
    expect(canContinue('0', '1y', null)).toBe(false);
    expect(canContinue('10', null, null)).toBe(false);
    expect(canContinue('10', '1y', 'min-amount')).toBe(false);
    expect(canContinue('10', '1y', null)).toBe(true);
  });
});

describe('formats', () => {
  it('rounds the APR to a percent and cuts the hourly reward to 4 decimals', () => {
    expect(aprPercent('0.155')).toBe(16);
    expect(aprPercent('0.15')).toBe(15);
    expect(hourRewardText('0.017123287')).toBe('0.0171');
  });
});

describe('the SBT period and the soulbound offer', () => {
  it('is the first deposit of at least 5000 whose period has no SBT, otherwise all-in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 20_000 }), period: fc.constantFrom(...STAKING_PERIODS) }), { maxLength: 6 }),
        fc.subarray([...STAKING_PERIODS]),
        (entries, minted) => {
          const deposits = entries.map((entry) => aDeposit({ amount: String(entry.amount), period: entry.period }));
          const expected = entries.find((entry) => entry.amount >= 5000 && !minted.includes(entry.period))?.period ?? 'all-in';
          expect(availableSbtPeriod(deposits, minted)).toBe(expected);
        },
      ),
    );
  });

  it('offers all-in exactly when at least 96 % and at least 100 are locked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (got, lock) => {
        const expected = got > 0 && lock >= 100 && lock / got >= 0.96;
        expect(offersSoulbound('all-in', String(got), String(lock))).toBe(expected);
        expect(offersSoulbound('1y', String(got), String(lock))).toBe(true);
      }),
    );
  });
});

describe('the receipt and the progress', () => {
  it('the rate after a fee takes the fee’s worth from what the deposit earns', () => {
    expect(aprAfterFee(aDeposit())).toBe('0.15');
    const paid = aDeposit({ fee: { amount: '0.5', currency: 'TON', switchValue: '50' }, rewardAtEnd: '150' });
    expect(Number(aprAfterFee(paid))).toBeCloseTo(0.1, 3);
  });

  it('fills at most 12 cells in order, as the lock passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1200 }), fc.double({ min: -0.5, max: 1.5, noNaN: true }), (months, share) => {
        const deposit = aDeposit();
        const start = Date.parse(deposit.dttmStarted);
        const end = Date.parse(deposit.dttmEnded);
        const cells = progressCells(deposit, months, start + share * (end - start));
        expect(cells.length).toBe(Math.min(12, months));
        for (let i = 1; i < cells.length; i++) expect((cells[i] ?? 0) <= (cells[i - 1] ?? 0)).toBe(true);
        expect(cells.every((cell) => cell >= 0 && cell <= 1)).toBe(true);
      }),
    );
  });
});
