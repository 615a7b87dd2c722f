/**
 * What React commits on the home once its total is on screen (issue 36): the full route tree
 * arriving (entry points become links), staking's lent total and badge, the banner gate. Each of
 * these renders once; none of them redraws the screen for nothing. A ratchet: the counts are the
 * ones reached, so a change that brings a cascade back fails here
 * (docs/decisions/first-load-and-speed.md "The home renders once after its total").
 */
import { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StakingApi } from '../../domain/mining/staking/port';
import { resetStakingSummary } from '../../ui/screens/mining/staking/staking-summary';
import { fakePort } from '../support/fake-port';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aUserMining } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

/** Commits after the total: the route tree mounted (staking's slots waiting inside it), their answer, the banner check. */
const COMMITS_AFTER_TOTAL = 3;
/** Of those, commits that leave the page as it was (the banner check with none due). */
const UNSEEN_COMMITS_AFTER_TOTAL = 1;
/** With nothing new coming, the home stays as it is for this long before the count is taken. */
const QUIET_MS = 1_500;

const SERVER_TIME = '2026-01-01T00:00:00.000Z';

interface Commit {
  readonly seen: boolean;
}

afterEach(() => {
  resetStakingSummary();
  vi.restoreAllMocks();
});

describe('the home after its total', () => {
  it('commits once per new thing shown, never a whole-screen redraw for nothing', async () => {
    const stakingApi = fakePort<StakingApi>('stakingApi', { deposits: async () => ({ ...aUserMining({}, SERVER_TIME), deposits: [] }) });
    const mainApi = fakeMainApi({});
    const ports = { ...testPorts(), ...mainPorts(mainApi), mainApi, stakingApi };
    const commits: Commit[] = [];
    let page = '';
    await renderApp({
      ports,
      onCommit: () => {
        // What the user sees is the document; a commit that leaves it as it was is work for nothing.
        const now = document.body.innerHTML;
        commits.push({ seen: now !== page });
        page = now;
      },
    });
    await screen.findByTestId('total-balance');
    const atTotal = commits.length;
    // Lingui's provider redraws every translated component on screen at each 'change'.
    const changes = vi.spyOn(I18n.prototype, 'emit');
    expect((await screen.findByTestId('staking-card-total', {}, { timeout: 5000 })).textContent).toBe('Your stake: 0 SWITCH');
    expect(screen.getByRole('link', { name: /Send/ })).toBeTruthy();
    // Whatever else would come (a catalog landing, a chained effect) has had time to.
    let settled = commits.length;
    do {
      settled = commits.length;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    } while (commits.length !== settled);

    expect(changes.mock.calls.filter(([event]) => event === 'change')).toEqual([]);
    const after = commits.slice(atTotal);
    expect(after.length).toBeLessThanOrEqual(COMMITS_AFTER_TOTAL);
    expect(after.filter((commit) => !commit.seen).length).toBeLessThanOrEqual(UNSEEN_COMMITS_AFTER_TOTAL);
  }, 30_000);
});
