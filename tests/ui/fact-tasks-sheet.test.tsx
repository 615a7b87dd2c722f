/**
 * The sheets of the tasks another feature's record verifies (issue 20): auto-claim leads to the
 * mining screen, an alliance to the guilds screen, the waitlist opens its bot; each says what to do,
 * in en and ru, and Check reads the tasks again (the server grants on that read).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Task, TaskList } from '../../domain/mining/tasks/types';
import { aTask, aUserMining } from '../support/mothers';
import { miningAt } from './mining-support';

const autoclaim = aTask({ code: 'autoclaim', type: 'autoclaim', group: 'connect', url: null, gas: null, reward: '0.5', boostHours: 168 });
const alliance = aTask({ code: 'addAlliance', type: 'addAlliance', group: 'connect', url: null, gas: null, reward: '0.3', boostHours: 72 });
const waitlist = aTask({ code: 'waitlist', type: 'waitlist', group: 'connect', url: 'https://t.me/switch_waitlist_bot/app', gas: null, reward: '0.2', boostHours: 48 });
const listOf = (tasks: Task[]): TaskList => ({ ...aUserMining({ speed: '1' }, new Date().toISOString()), tasks });

describe('/mining/tasks: tasks another feature verifies', () => {
  it('auto-claim and the alliance lead to where they are done (en); Check reads the tasks again', async () => {
    const user = userEvent.setup();
    const { tasksApi } = await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([autoclaim, alliance, waitlist]) } });
    await user.click(await screen.findByTestId('task-autoclaim'));
    let sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Turn on auto-claim');
    expect(within(sheet).getByText('Buy auto-claim on the mining screen. Once it is active, check.')).toBeTruthy();
    expect(within(sheet).getByTestId('task-go-to-place').getAttribute('href')).toMatch(/^\/mining(\?|$)/);
    expect(within(sheet).queryByTestId('task-open')).toBeNull();
    const reads = tasksApi.calls.tasks.length;
    await user.click(within(sheet).getByTestId('task-check'));
    await waitFor(() => expect(tasksApi.calls.tasks.length).toBeGreaterThan(reads));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByTestId('task-addAlliance'));
    sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByTestId('task-go-to-place').textContent).toBe('Choose an alliance');
    expect(within(sheet).getByTestId('task-go-to-place').getAttribute('href')).toMatch(/^\/mining\/guilds(\?|$)/);
  });

  it('the waitlist opens its bot and leads nowhere else (ru)', async () => {
    const user = userEvent.setup();
    const { ports } = await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([waitlist, alliance]) } }, { lang: 'ru' });
    await user.click(await screen.findByTestId('task-waitlist'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Запишитесь в лист ожидания');
    expect(within(sheet).getByText('Откройте бота, запишитесь в лист ожидания, затем вернитесь и проверьте.')).toBeTruthy();
    expect(within(sheet).queryByTestId('task-go-to-place')).toBeNull();
    await user.click(within(sheet).getByTestId('task-open'));
    expect(ports.messenger.log.telegramLinks).toEqual(['https://t.me/switch_waitlist_bot/app']);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByTestId('task-addAlliance'));
    expect((await screen.findByTestId('task-go-to-place')).textContent).toBe('Выбрать альянс');
  });

  it('a deadline more than a day away is its UTC date, not thousands of hours; a near one counts down (en, ru)', async () => {
    const far = aTask({ code: 'tradeOpenLeague', type: 'trade', group: 'trade', dttmUpdate: '2027-06-30T23:59:59.000Z' });
    const near = aTask({ code: 'dailyClaim', type: 'claim', group: 'daily', dttmUpdate: new Date(Date.now() + 5 * 3_600_000).toISOString() });
    await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([far, near]) } }, { lang: 'ru' });
    const deadline = within(await screen.findByTestId('task-tradeOpenLeague')).getByTestId('task-deadline');
    expect(deadline.textContent).toMatch(/^до 30 июн\. 2027 г\. UTC$/);
    expect(deadline.getAttribute('datetime')).toBe('2027-06-30T23:59:59.000Z');
    expect(within(screen.getByTestId('task-dailyClaim')).getByTestId('task-deadline').textContent).toMatch(/^[45]:\d\d:\d\d$/);
  });
});
