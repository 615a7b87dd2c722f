/**
 * The airdrops tab (issue 20) in the whole app with a tasks port the test shapes: locked with the
 * friends missing (en and ru), open at 3 with each airdrop's pool (a number or a range), winners,
 * speed and tasks; a task's Check confirms it with the airdrop's id, a refusal worded; a failed
 * read keeps the tab as it was (load failures are ignored).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Airdrop, AirdropList } from '../../domain/mining/tasks/airdrops';
import { ApiError } from '../../domain/shared/api-failure';
import { miningAt } from './mining-support';

const liquid = (done = false): Airdrop => ({
  code: 'liquidStaking',
  id: 'ad-liquid-staking',
  dttmDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  airDropSpeed: '1',
  winnerAmount: 50,
  pricePool: { min: '500', max: '1000' },
  tasks: [
    { code: 'subscription', doneAmount: done ? 1 : 0, maxAmount: 1, url: 'https://t.me/liquid_staking', token: null, fromToken: null, isCompleted: done },
    { code: 'deposit', doneAmount: 0, maxAmount: 1, url: null, token: 'TON', fromToken: null, isCompleted: false },
  ],
  isCompleted: false,
});
const launch: Airdrop = { ...liquid(), code: 'switchLaunch', id: 'ad-switch-launch', pricePool: '10000', winnerAmount: 100, airDropSpeed: '0.5', tasks: [] };
const listOf = (friendsAmount: number): AirdropList => ({ friendsAmount, friendsRequired: 3, tasks: [liquid(), launch], serverTime: new Date().toISOString() });

describe('/mining/tasks/airdrops', () => {
  it('is locked below 3 friends and says how many are missing', async () => {
    const { tasksApi } = await miningAt('/mining/tasks/airdrops', { tasks: { airdrops: async () => listOf(1) } });
    const locked = await screen.findByTestId('airdrops-locked');
    expect(locked.getAttribute('data-missing')).toBe('2');
    expect(within(locked).getByTestId('airdrops-missing').textContent).toBe('Invited: 1. Invite 2 more friends to open them.');
    expect(screen.queryByTestId('airdrop-liquidStaking')).toBeNull();
    expect(tasksApi.calls.tasks).toHaveLength(0);
  });

  it('ru: the missing friends in Russian', async () => {
    await miningAt('/mining/tasks/airdrops', { tasks: { airdrops: async () => listOf(2) } }, { lang: 'ru' });
    expect((await screen.findByTestId('airdrops-missing')).textContent).toBe('Приглашено: 2. Пригласите ещё 1 друга, чтобы открыть их.');
  });

  it('opens at 3: pools as a range or a number, winners, speed; Check confirms with the airdrop’s id', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { tasksApi } = await miningAt('/mining/tasks/airdrops', {
      tasks: {
        airdrops: async () => listOf(3),
        confirmAirdropTask: async () => {
          if (refuse) throw new ApiError({ type: 'rejected', status: 409, message: 'no', code: 'not-a-member' });
          return { airdrop: liquid(true), serverTime: new Date().toISOString() };
        },
      },
    });
    const section = await screen.findByTestId('airdrop-liquidStaking');
    expect(within(section).getByTestId('airdrop-pool').textContent).toBe('500 to 1\u202f000 USDT');
    expect(within(section).getByTestId('airdrop-winners').textContent).toBe('50');
    expect(within(section).getByTestId('airdrop-speed').textContent).toBe('+1 SWITCH/h');
    // Thirty days ahead: the date, not thousands of hours.
    expect(within(section).getByTestId('airdrop-deadline').textContent).toMatch(/^\w{3} \d{1,2}, \d{4}$/);
    expect(within(screen.getByTestId('airdrop-switchLaunch')).getByTestId('airdrop-pool').textContent).toBe('10\u202f000 USDT');
    const channel = within(section).getByTestId('airdrop-task-subscription');
    await user.click(within(channel).getByTestId('airdrop-task-check'));
    expect((await within(channel).findByTestId('airdrop-task-failure')).textContent).toBe('You have not joined yet. Open it, join, then check again.');
    refuse = false;
    await user.click(within(channel).getByTestId('airdrop-task-check'));
    await within(section).findByTestId('airdrop-task-done');
    expect(tasksApi.calls.confirmAirdropTask.map((args) => args[0])).toEqual([
      { airdropId: 'ad-liquid-staking', code: 'subscription' },
      { airdropId: 'ad-liquid-staking', code: 'subscription' },
    ]);
    const keys = tasksApi.calls.confirmAirdropTask.map((args) => (args[1] as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});
