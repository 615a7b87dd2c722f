/**
 * The wallet tasks' sheets (issue 20) in the whole app: the staking-boost task's steps, its two
 * refusals in ru, and the wallet-download task refused for a wallet that is not Bitget, then set:
 * the tasks read again and the wallet disconnected.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionConfirmed, Task, TaskList } from '../../domain/mining/tasks/types';
import type { WalletTasksApi } from '../../domain/mining/tasks/wallet-tasks/port';
import { ApiError } from '../../domain/shared/api-failure';
import { FAKE_EXTERNAL_ADDRESS, fakeExternalWallet } from '../support/fake-external-wallet';
import type { FakeMessenger } from '../support/fake-messenger';
import { fakePort } from '../support/fake-port';
import { aTask, aUserMining } from '../support/mothers';
import { miningAt } from './mining-support';

const staking = aTask({ code: 'stakingPunk', type: 'staking', group: 'connect', url: 'https://t.me/punk_staking_bot/app', gas: null, reward: '1', boostHours: 168 });
const bitget = aTask({ code: 'walletBitget', type: 'subscription', group: 'connect', url: 'https://web3.bitget.com/en/wallet-download', gas: null });
const listOf = (tasks: Task[]): TaskList => ({ ...aUserMining({ speed: '1' }, new Date().toISOString()), tasks });
const refused = (code: string) => new ApiError({ type: 'rejected', status: 409, code, message: code });

describe('the wallet tasks’ sheets', () => {
  it('staking-boost in ru: connect, stake, the two refusals back at connected', async () => {
    const user = userEvent.setup();
    const answers = [refused('no-punk-staked'), refused('not-enough-punk-staked')];
    const walletTasksApi = fakePort<WalletTasksApi>('walletTasksApi', { checkPunkStaking: () => Promise.reject(answers.shift() ?? new Error('no more')) });
    const externalWallet = fakeExternalWallet();
    const { ports } = await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([staking]) }, extra: { walletTasksApi, externalWallet } }, { lang: 'ru' });
    await user.click(await screen.findByTestId('task-stakingPunk'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Застейкать $PUNK');
    expect(within(sheet).getByTestId('staking-boost').getAttribute('data-step')).toBe('not-connected');
    await user.click(within(sheet).getByTestId('wallet-task-connect'));
    await within(sheet).findByTestId('staking-open');
    expect(externalWallet.log.connects).toBe(1);
    await user.click(within(sheet).getByTestId('staking-open'));
    expect((ports.messenger as FakeMessenger).log.telegramLinks).toEqual(['https://t.me/punk_staking_bot/app']);
    await user.click(within(sheet).getByTestId('staking-check'));
    expect((await within(sheet).findByTestId('wallet-task-failure')).textContent).toBe('Нет $PUNK в стейкинге');
    expect(within(sheet).getByTestId('staking-boost').getAttribute('data-step')).toBe('connected');
    await user.click(within(sheet).getByTestId('staking-open'));
    await user.click(within(sheet).getByTestId('staking-check'));
    await waitFor(() => expect(within(sheet).getByTestId('wallet-task-failure').textContent).toBe('Застейкано недостаточно $PUNK'));
    expect(walletTasksApi.calls.checkPunkStaking.map((call) => call[0])).toEqual([FAKE_EXTERNAL_ADDRESS, FAKE_EXTERNAL_ADDRESS]);
  });

  it('wallet-download: not Bitget, then set; the tasks read again and the wallet disconnected', async () => {
    const user = userEvent.setup();
    let done = false;
    const granted: SubscriptionConfirmed = { ...listOf([]), task: { ...bitget, doneAmount: 1, isCompleted: true } };
    const answers: (() => Promise<SubscriptionConfirmed>)[] = [() => Promise.reject(refused('not-bitget')), () => ((done = true), Promise.resolve(granted))];
    const walletTasksApi = fakePort<WalletTasksApi>('walletTasksApi', { setTonWallet: () => (answers.shift() ?? (() => Promise.reject(new Error('no more'))))() });
    const externalWallet = fakeExternalWallet();
    const { tasksApi, ports } = await miningAt('/mining/tasks/boosts', {
      tasks: { tasks: async () => listOf([done ? granted.task : bitget]) },
      extra: { walletTasksApi, externalWallet },
    });
    await user.click(await screen.findByTestId('task-walletBitget'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Connect Bitget Wallet');
    await user.click(within(sheet).getByTestId('wallet-download-open'));
    expect((ports.messenger as FakeMessenger).log.links).toEqual(['https://web3.bitget.com/en/wallet-download']);
    await user.click(within(sheet).getByTestId('wallet-task-connect'));
    expect((await within(sheet).findByTestId('wallet-task-failure')).textContent).toBe('Connected wallet is not Bitget');
    expect(externalWallet.connected).toBe(false);
    const reads = tasksApi.calls.tasks.length;
    await user.click(within(sheet).getByTestId('wallet-task-connect'));
    await within(sheet).findByTestId('task-sheet-done');
    expect(tasksApi.calls.tasks.length).toBeGreaterThan(reads);
    expect(externalWallet.connected).toBe(false);
    expect(walletTasksApi.calls.setTonWallet).toHaveLength(2);
  });
});
