/**
 * The create-coin, meme-phrase and folder tasks' sheets (issue 20) in the whole app: a pasted text
 * that names no hash is worded and nothing is sent; a hash (from a link, any case) is sent
 * normalised, the coin counted and the field cleared for the next; the server's refusals in words,
 * en and ru. The meme phrase: empty refused here, a wrong phrase with the tries left, too many with
 * the time, solved. The folder: Open gives the messenger the folder's link, Check confirms it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CoinCounted, CreateCoinApi } from '../../domain/mining/tasks/create-coin/port';
import type { MemePhraseApi, SolutionAnswer } from '../../domain/mining/tasks/meme-phrase/port';
import type { SubscriptionConfirmed, Task, TaskList } from '../../domain/mining/tasks/types';
import { ApiError } from '../../domain/shared/api-failure';
import { fakeMessenger, launchContext } from '../support/fake-messenger';
import { fakePort } from '../support/fake-port';
import { aTask, aUserMining } from '../support/mothers';
import { miningAt } from './mining-support';

const HASH = 'ab12'.repeat(16);
const coinTask = (doneAmount: number) =>
  aTask({ code: 'bigpumpCreateCoin', type: 'bigpump', group: 'pump', doneAmount, maxAmount: 5, isCompleted: doneAmount >= 5, url: 'https://t.me/bigpump_bot/app', gas: null, reward: '1', boostHours: 24 });
const phraseTask = (done: boolean) =>
  aTask({ code: 'bigpumpMemePhrase', type: 'memePhrase', group: 'pump', doneAmount: done ? 1 : 0, maxAmount: 1, isCompleted: done, url: null, gas: null, reward: '0.5', boostHours: 24 });
const folderTask = (done: boolean) =>
  aTask({ code: 'folderSwitch', type: 'group', group: 'subscriptions', doneAmount: done ? 1 : 0, maxAmount: 1, isCompleted: done, url: 'https://t.me/addlist/switch', gas: null, reward: '0.3', boostHours: 48 });
const listOf = (tasks: Task[]): TaskList => ({ ...aUserMining({ speed: '1' }, new Date().toISOString()), tasks });
const refused = (code: string, status = 409, params?: Record<string, string>) => new ApiError({ type: 'rejected', status, code, message: code, params });
const counted = (doneAmount: number): CoinCounted => ({
  ...aUserMining({ speed: String(1 + doneAmount) }),
  coin: { hash: HASH, name: 'Moon Cat', ticker: 'MCAT', createdAt: new Date().toISOString() },
  task: coinTask(doneAmount),
});
const ruMessenger = (clipboard: string | null = null) => fakeMessenger({ clipboard, launch: launchContext({ user: { id: 1, firstName: 'Ivan', languageCode: 'ru' } }) });

describe('the create-coin sheet', () => {
  it('in en: refuses a text naming no hash without sending it, counts a pasted link’s hash, words a refusal', async () => {
    const user = userEvent.setup();
    let done = 0;
    const answers = [() => Promise.resolve(counted((done = 1))), () => Promise.reject(refused('coin-counted'))];
    const createCoinApi = fakePort<CreateCoinApi>('createCoinApi', { checkHash: () => (answers.shift() ?? (() => Promise.reject(new Error('no more'))))() });
    const messenger = fakeMessenger({ clipboard: ` https://tonviewer.com/transaction/${HASH.toUpperCase()} ` });
    let reads = 0;
    await miningAt('/mining/tasks/bigpump', { tasks: { tasks: async () => ((reads += 1), listOf([coinTask(done)])) }, extra: { createCoinApi, messenger } });
    await user.click(await screen.findByTestId('task-bigpumpCreateCoin'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Create coins on BigPump');
    expect(within(sheet).getByTestId('task-progress').textContent).toBe('0 / 5');
    await user.click(within(sheet).getByTestId('create-coin-open'));
    expect(messenger.log.telegramLinks).toEqual(['https://t.me/bigpump_bot/app']);

    const field = within(sheet).getByLabelText('Creation transaction hash');
    await user.type(field, '<script>alert(1)</script>');
    await user.click(within(sheet).getByTestId('create-coin-check'));
    expect(within(sheet).getByTestId('create-coin-failure').textContent).toMatch(/^This is not a transaction hash/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(createCoinApi.calls.checkHash).toHaveLength(0);

    await user.click(within(sheet).getByTestId('create-coin-paste'));
    expect((field as HTMLInputElement).value).toBe(` https://tonviewer.com/transaction/${HASH.toUpperCase()} `);
    expect(within(sheet).getByTestId('create-coin-failure').textContent).toBe('');
    const readsBefore = reads;
    await user.click(within(sheet).getByTestId('create-coin-check'));
    expect((await within(sheet).findByTestId('create-coin-counted')).textContent).toBe('Counted: Moon Cat (MCAT). 1 of 5 coins.');
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(within(sheet).getByTestId('task-progress').textContent).toBe('1 / 5'));

    await user.type(field, HASH);
    await user.click(within(sheet).getByTestId('create-coin-check'));
    await waitFor(() => expect(within(sheet).getByTestId('create-coin-failure').textContent).toBe('This coin is already counted. Create another one.'));
    expect(createCoinApi.calls.checkHash.map((call) => call[0])).toEqual([HASH, HASH]);
    const keys = createCoinApi.calls.checkHash.map((call) => call[1].idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('in ru: words another user’s coin', async () => {
    const user = userEvent.setup();
    const createCoinApi = fakePort<CreateCoinApi>('createCoinApi', { checkHash: () => Promise.reject(refused('coin-not-yours')) });
    await miningAt('/mining/tasks/bigpump', { tasks: { tasks: async () => listOf([coinTask(2)]) }, extra: { createCoinApi, messenger: ruMessenger() } }, { lang: 'ru' });
    await user.click(await screen.findByTestId('task-bigpumpCreateCoin'));
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Хеш транзакции создания'), HASH);
    await user.click(within(sheet).getByTestId('create-coin-check'));
    await waitFor(() => expect(within(sheet).getByTestId('create-coin-failure').textContent).toBe('Эту монету создал другой аккаунт.'));
    expect(within(sheet).getByTestId('create-coin-check').textContent).toBe('Проверить монету');
  });
});

const solution = (solved: boolean, triesLeft: number, retryAt: string | null = null): SolutionAnswer => ({
  ...aUserMining({ speed: solved ? '1.5' : '1' }),
  task: phraseTask(solved),
  solved,
  triesLeft,
  retryAt,
});

describe('the meme-phrase sheet', () => {
  it('in en: nothing typed is refused here; a wrong phrase with its tries left; solved', async () => {
    const user = userEvent.setup();
    let solved = false;
    const answers = [() => Promise.resolve(solution(false, 3)), () => Promise.resolve(solution((solved = true), 3))];
    const memePhraseApi = fakePort<MemePhraseApi>('memePhraseApi', { sendSolution: () => (answers.shift() ?? (() => Promise.reject(new Error('no more'))))() });
    await miningAt('/mining/tasks/bigpump', { tasks: { tasks: async () => listOf([phraseTask(solved)]) }, extra: { memePhraseApi } });
    await user.click(await screen.findByTestId('task-bigpumpMemePhrase'));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByTestId('meme-phrase-send'));
    expect(within(sheet).getByTestId('meme-phrase-failure').textContent).toBe('Type the meme phrase.');
    expect(memePhraseApi.calls.sendSolution).toHaveLength(0);
    const field = within(sheet).getByLabelText('The meme phrase');
    await user.type(field, '   To  the MOON ');
    await user.click(within(sheet).getByTestId('meme-phrase-send'));
    await waitFor(() => expect(within(sheet).getByTestId('meme-phrase-failure').textContent).toBe('Wrong phrase. Tries left: 3.'));
    await user.click(within(sheet).getByTestId('meme-phrase-send'));
    await within(sheet).findByTestId('task-sheet-done');
    expect(memePhraseApi.calls.sendSolution.map((call) => call[0])).toEqual([
      { code: 'bigpumpMemePhrase', solution: 'to the moon' },
      { code: 'bigpumpMemePhrase', solution: 'to the moon' },
    ]);
    expect(new Set(memePhraseApi.calls.sendSolution.map((call) => call[1].idempotencyKey)).size).toBe(2);
  });

  it('in ru: too many tries with the time, and the campaign ended', async () => {
    const user = userEvent.setup();
    const answers = [() => Promise.reject(refused('too-many-guesses', 429, { retryAt: '2025-04-01T12:10:00.000Z' })), () => Promise.reject(refused('phrase-ended'))];
    const memePhraseApi = fakePort<MemePhraseApi>('memePhraseApi', { sendSolution: () => (answers.shift() ?? (() => Promise.reject(new Error('no more'))))() });
    await miningAt('/mining/tasks/bigpump', { tasks: { tasks: async () => listOf([phraseTask(false)]) }, extra: { memePhraseApi, messenger: ruMessenger() } }, { lang: 'ru' });
    await user.click(await screen.findByTestId('task-bigpumpMemePhrase'));
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Мем-фраза'), 'на луну');
    await user.click(within(sheet).getByTestId('meme-phrase-send'));
    await waitFor(() => expect(within(sheet).getByTestId('meme-phrase-failure').textContent).toBe('Слишком много неверных попыток. Попробуйте снова после 12:10 UTC.'));
    await user.click(within(sheet).getByTestId('meme-phrase-send'));
    expect((await within(sheet).findByTestId('meme-phrase-ended')).textContent).toBe('Кампания с мем-фразой закончилась.');
    expect(within(sheet).queryByTestId('meme-phrase-input')).toBeNull();
  });
});

describe('the folder sheet', () => {
  it('opens the folder’s link in the messenger and confirms it; not every channel is worded (ru)', async () => {
    const user = userEvent.setup();
    const messenger = ruMessenger();
    const answers = [() => Promise.reject(refused('not-in-folder')), () => Promise.resolve<SubscriptionConfirmed>({ ...aUserMining({ speed: '1.3' }), task: folderTask(true) })];
    await miningAt(
      '/mining/tasks/subscriptions',
      { tasks: { tasks: async () => listOf([folderTask(false)]), confirmSubscription: () => (answers.shift() ?? (() => Promise.reject(new Error('no more'))))() }, extra: { messenger } },
      { lang: 'ru' },
    );
    await user.click(await screen.findByTestId('task-folderSwitch'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Добавьте папку SWITCH');
    await user.click(within(sheet).getByTestId('task-open'));
    expect(messenger.log.telegramLinks).toEqual(['https://t.me/addlist/switch']);
    await user.click(within(sheet).getByTestId('task-check'));
    expect((await within(sheet).findByTestId('task-confirm-failure')).textContent).toBe('Вы ещё не во всех каналах папки: добавьте папку и проверьте снова.');
    await user.click(within(sheet).getByTestId('task-check'));
    await within(sheet).findByTestId('task-sheet-done');
  });
});
