/**
 * What staking lends the home (issue 22): the bottom menu's Staking badge when a deposit can be
 * claimed, on the server's clock, and the home's staking card's staked total; both from one read
 * of the deposits, lazily with the route tree; nothing for a user without a mining record.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StakingApi } from '../../domain/mining/staking/port';
import type { StakingDeposit } from '../../domain/mining/staking/types';
import { ApiError } from '../../domain/shared/api-failure';
import { resetStakingSummary } from '../../ui/screens/mining/staking/staking-summary';
import { fakePort } from '../support/fake-port';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aUserMining } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

const SERVER_TIME = '2026-01-01T00:00:00.000Z';
const aDeposit = (overrides: Partial<StakingDeposit>): StakingDeposit => ({
  _id: 'sd_aaaaaaaaaa',
  amount: '500',
  period: '3m',
  apy: '0.1',
  hourReward: '0.005707762',
  dttmStarted: '2025-10-01T00:00:00.000Z',
  dttmEnded: '2026-01-01T00:00:00.000Z',
  gotAmount: '12.6',
  rewardAtEnd: '12.6',
  dttmClaimed: null,
  fee: null,
  ...overrides,
});

async function homeWith(deposits: () => Promise<StakingDeposit[]>) {
  const stakingApi = fakePort<StakingApi>('stakingApi', { deposits: async () => ({ ...aUserMining({}, SERVER_TIME), deposits: await deposits() }) });
  const mainApi = fakeMainApi({});
  const ports = { ...testPorts(), ...mainPorts(mainApi), mainApi, stakingApi };
  await renderApp({ ports, path: '/' });
  await screen.findByTestId('total-balance');
  return stakingApi;
}

afterEach(() => resetStakingSummary());

describe("staking's badge and total on the home", () => {
  it('shows the staked total on the card and the badge once a lock has ended on the server’s clock', async () => {
    const api = await homeWith(async () => [aDeposit({ amount: '1234.5' }), aDeposit({ _id: 'sd_bbbbbbbbbb', amount: '100', dttmEnded: '2026-06-01T00:00:00.000Z' }), aDeposit({ _id: 'sd_cccccccccc', amount: '7', dttmClaimed: SERVER_TIME })]);
    expect((await screen.findByTestId('staking-card-total', {}, { timeout: 5000 })).textContent).toBe('Your stake: 1\u202f334.5 SWITCH');
    const badge = await screen.findByTestId('menu-staking-badge');
    expect(badge.textContent).toBe('(a stake can be claimed)');
    expect(screen.getAllByRole('link', { name: /Staking \(a stake can be claimed\)/ })).toHaveLength(1);
    // The file's first home: the badge and the total mounted on the first read's answer, so their
    // own mounts read nothing more (a later mount, the home shown again, reads: staking.e2e).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.count('deposits')).toBe(1);
  });

  it('has no badge while every lock runs, and shows 0 staked without deposits', async () => {
    await homeWith(async () => [aDeposit({ dttmEnded: '2026-06-01T00:00:00.000Z' })]);
    expect((await screen.findByTestId('staking-card-total', {}, { timeout: 5000 })).textContent).toBe('Your stake: 500 SWITCH');
    expect(screen.queryByTestId('menu-staking-badge')).toBeNull();
  });

  it('shows neither for a user without a mining record', async () => {
    const api = await homeWith(() => Promise.reject(new ApiError({ type: 'rejected', status: 404, code: 'no-mining', message: 'No mining record' })));
    await waitFor(() => expect(api.count('deposits')).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.queryByTestId('staking-card-total')).toBeNull();
    expect(screen.queryByTestId('menu-staking-badge')).toBeNull();
  });
});
