/**
 * The open-league task's sheet (issue 20) in the whole app: the three steps with the current one
 * marked, the badge taken through the server (the list read again, the card at 1 of 2), the trade
 * refused in words, then granted; and in ru, a sheet opening at the trade step with Open trading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpenLeagueApi } from '../../domain/mining/tasks/open-league/port';
import type { SubscriptionConfirmed, Task, TaskList } from '../../domain/mining/tasks/types';
import { ApiError } from '../../domain/shared/api-failure';
import { fakePort } from '../support/fake-port';
import { aTask, aUserMining } from '../support/mothers';
import { miningAt } from './mining-support';

const league = (doneAmount: number) =>
  aTask({ code: 'tradeOpenLeague', type: 'trade', group: 'trade', doneAmount, maxAmount: 2, isCompleted: doneAmount >= 2, url: null, gas: null, reward: '1', boostHours: 24 });
const listOf = (tasks: Task[]): TaskList => ({ ...aUserMining({ speed: '1' }, new Date().toISOString()), tasks });
const answerOf = (doneAmount: number): SubscriptionConfirmed => ({ ...aUserMining({ speed: doneAmount >= 2 ? '2' : '1' }), task: league(doneAmount) });
const refused = (code: string) => new ApiError({ type: 'rejected', status: 409, code, message: code });
const current = (flow: HTMLElement) => within(flow).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('the open-league sheet', () => {
  it('in en: badge, a refused check, then granted; the list is read after each answer', async () => {
    const user = userEvent.setup();
    let step = 0;
    const checks = [() => Promise.reject(refused('no-league-trade')), () => Promise.resolve(answerOf(2))];
    const openLeagueApi = fakePort<OpenLeagueApi>('openLeagueApi', {
      claimBadge: () => Promise.resolve(answerOf((step = 1))),
      checkTrade: () => (checks.shift() ?? (() => Promise.reject(new Error('no more'))))().then((answer) => ((step = 2), answer)),
    });
    let reads = 0;
    await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => ((reads += 1), listOf([league(step)])) }, extra: { openLeagueApi } });
    await user.click(await screen.findByTestId('task-tradeOpenLeague'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Trade in the Open League');
    const flow = within(sheet).getByTestId('open-league');
    expect(flow.getAttribute('data-step')).toBe('badge');
    expect(current(flow)).toBe('Get the DeFi badge');
    const readsBefore = reads;
    await user.click(within(sheet).getByTestId('open-league-badge'));
    await within(sheet).findByTestId('open-league-check');
    expect(current(flow)).toBe('Make a TON swap above $10');
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(within(sheet).getByTestId('task-progress').textContent).toBe('1 / 2'));
    expect(within(sheet).getByTestId('open-league-trade').getAttribute('href')).toMatch(/^\/swap(\?|$)/);
    await user.click(within(sheet).getByTestId('open-league-check'));
    expect((await within(sheet).findByTestId('open-league-failure')).textContent).toBe('No TON swap above $10 since you got the badge yet.');
    await user.click(within(sheet).getByTestId('open-league-check'));
    await within(sheet).findByTestId('task-sheet-done');
    expect(openLeagueApi.calls.claimBadge).toHaveLength(1);
    expect(openLeagueApi.calls.checkTrade).toHaveLength(2);
    const keys = [...openLeagueApi.calls.claimBadge, ...openLeagueApi.calls.checkTrade].map((call) => call[0].idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('in ru: opens at the trade step when the server has the badge', async () => {
    const user = userEvent.setup();
    const openLeagueApi = fakePort<OpenLeagueApi>('openLeagueApi', { checkTrade: () => Promise.reject(refused('no-league-badge')) });
    await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([league(1)]) }, extra: { openLeagueApi } }, { lang: 'ru' });
    await user.click(await screen.findByTestId('task-tradeOpenLeague'));
    const sheet = await screen.findByRole('dialog');
    const flow = within(sheet).getByTestId('open-league');
    expect(flow.getAttribute('data-step')).toBe('trade');
    expect(within(sheet).getByTestId('open-league-trade').textContent).toBe('Открыть торговлю');
    await user.click(within(sheet).getByTestId('open-league-check'));
    expect((await within(sheet).findByTestId('open-league-failure')).textContent).toBe('Сначала получите DeFi-бейдж.');
    expect(flow.getAttribute('data-step')).toBe('badge');
  });
});
