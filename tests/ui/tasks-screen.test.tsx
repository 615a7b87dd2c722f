/**
 * The tasks screen (issue 20) in the whole app with a tasks port the test shapes: the tab from the
 * URL, the groups and cards, a task's sheet (what to do, reward, gas, Go to swap), and the daily
 * reward's sheet: eight days four to a row with today's marked, taken once with a fresh key, the
 * home's flag read again after, and 'already taken today' said politely; en and ru.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DailyBoostActivated, Task, TaskList } from '../../domain/mining/tasks/types';
import { ApiError } from '../../domain/shared/api-failure';
import { deferred } from '../support/deferred';
import { aTask, aUserMining } from '../support/mothers';
import { miningAt } from './mining-support';

const daily = (taken = false): Task =>
  aTask({ code: 'dailyReward', type: 'claim', group: 'daily', reward: '0.3', gas: null, rewardList: ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.8', '1'], currentDay: 3, doneAmount: taken ? 1 : 0, isCompleted: taken, dttmUpdate: new Date(Date.now() + 5 * 3_600_000).toISOString() });
const swapTask = aTask({ code: 'swapBase', type: 'swap', group: 'trade', gas: '0.00001 ETH', swapPair: { chainId: 8453, from: '0x0000000000000000000000000000000000000000', to: '0x00000000000000000000000000000000000000c0' } });
/** The texts kept on one line (ui/components/unbroken.tsx) inside an element. */
const unbrokenIn = (element: HTMLElement): string[] => [...element.querySelectorAll('span')].filter((span) => /unbroken/.test(span.className)).map((span) => span.textContent ?? '');
const listOf = (tasks: Task[], speed = '1', proof: { humanGroup?: number; confirmProve?: boolean } = {}): TaskList => ({ ...aUserMining({ speed, ...proof }, new Date().toISOString()), tasks });

describe('/mining/tasks', () => {
  it('opens the tab the URL names, groups the cards, and a swap task’s sheet leads to the swap screen', async () => {
    const user = userEvent.setup();
    const { tasksApi } = await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([swapTask, daily()]) } });
    const screenEl = await screen.findByTestId('tasks-screen');
    expect(screenEl.getAttribute('data-tab')).toBe('boosts');
    await screen.findByTestId('task-dailyReward');
    expect(tasksApi.calls.tasks[0]?.[0]).toBe('general');
    expect(screen.getByRole('tab', { selected: true }).getAttribute('data-testid')).toBe('tasks-tab-boosts');
    // The daily group first, then trading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Daily', 'Trading']);
    await user.click(screen.getByTestId('task-swapBase'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading').textContent).toBe('Swap above $10 on Base');
    expect(within(sheet).getByTestId('task-gas').textContent).toBe('0.00001 ETH');
    expect(within(sheet).getByTestId('task-reward').textContent).toContain('+0.5 SWITCH/h for 48 h');
    // The amount never parts from its unit (issue 41): one unbreakable span, the hours outside it.
    expect(unbrokenIn(within(sheet).getByTestId('task-reward'))).toEqual(['+0.5 SWITCH/h']);
    expect(unbrokenIn(within(sheet).getByTestId('task-gas'))).toEqual(['0.00001 ETH']);
    // Preset to the pair and chain the task names (issue 41), not an empty swap.
    const href = new URL(within(sheet).getByTestId('task-go-to-swap').getAttribute('href') ?? '', 'http://app');
    expect(href.pathname).toBe('/swap');
    expect(Object.fromEntries(href.searchParams)).toEqual({ selectedWalletIndex: '0', chainId: '8453', from: '0x0000000000000000000000000000000000000000', to: '0x00000000000000000000000000000000000000c0' });
  });

  it('a TON swap task’s network fee is the TON swap’s gas, with its amount (en and ru)', async () => {
    const user = userEvent.setup();
    const swapTon = aTask({ code: 'swapTon', type: 'swap', group: 'trade', gas: 'TON', swapPair: { chainId: 'TON', from: 'TON', to: 'EQ-switch' } });
    await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([swapTon]) } }, { lang: 'ru' });
    await user.click(await screen.findByTestId('task-swapTon'));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByTestId('task-gas').textContent).toBe('0.08 – 0.22 TON');
    expect(unbrokenIn(within(sheet).getByTestId('task-reward'))).toEqual(['+0.5 SWITCH/ч']);
  });

  it('the burn task’s sheet leads to the burn: the mining screen opens with its Burn sheet', async () => {
    const user = userEvent.setup();
    await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([aTask({ code: 'burnPunk', type: 'burn' })]) } });
    await user.click(await screen.findByTestId('task-burnPunk'));
    const link = within(await screen.findByRole('dialog')).getByTestId('task-go-to-place');
    expect(link.textContent).toBe('Burn PUNK');
    await user.click(link);
    await screen.findByTestId('mining-tiles');
    const burn = await screen.findByRole('dialog', { name: 'Burn PUNK' });
    expect(within(burn).getByTestId('burn-amount')).toBeTruthy();
    expect(unbrokenIn(await within(burn).findByTestId('burn-gas'))).toEqual([within(burn).getByTestId('burn-gas').textContent]);
  });

  it('the four tabs are one tablist: one Tab stop, the arrows and Home/End open the next list; each card has its type’s icon, hidden from readers', async () => {
    const user = userEvent.setup();
    await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([swapTask, daily(), aTask({ code: 'burnPunk', type: 'burn' })]) } }, { lang: 'ru' });
    const tablist = await screen.findByRole('tablist', { name: 'Списки заданий' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['BigPump', 'false', -1],
      ['Бусты', 'true', 0],
      ['Подписки', 'false', -1],
      ['Аирдропы', 'false', -1],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Бусты' })).toBeTruthy();
    await screen.findByTestId('task-burnPunk');
    const icons = (code: string) => within(screen.getByTestId(`task-${code}`)).getByTestId('task-icon');
    expect([icons('swapBase'), icons('dailyReward'), icons('burnPunk')].map((icon) => [icon.getAttribute('data-icon'), icon.getAttribute('aria-hidden')])).toEqual([
      ['swap', 'true'],
      ['claim', 'true'],
      ['burn', 'true'],
    ]);
    // The card's name is its words alone: the icon adds nothing to it.
    expect(screen.getByRole('button', { name: /^Сжечь PUNK/ })).toBe(screen.getByTestId('task-burnPunk'));
    tabs[1]?.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('tasks-screen').getAttribute('data-tab')).toBe('subscriptions'));
    expect(document.activeElement).toBe(screen.getByTestId('tasks-tab-subscriptions'));
    expect(screen.getByTestId('tasks-tab-subscriptions').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByTestId('tasks-screen').getAttribute('data-tab')).toBe('airdrops'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('tasks-screen').getAttribute('data-tab')).toBe('bigpump'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByTestId('tasks-screen').getAttribute('data-tab')).toBe('airdrops'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByTestId('tasks-screen').getAttribute('data-tab')).toBe('bigpump'));
  });

  it('the daily reward: eight days, today marked; taken once, then the home’s flag is read again', async () => {
    const user = userEvent.setup();
    const activation = deferred<DailyBoostActivated>();
    const { tasksApi, mainApi } = await miningAt('/mining/tasks/boosts', { tasks: { tasks: async () => listOf([daily()]), activateDailyBoost: () => activation.promise } });
    await user.click(await screen.findByTestId('task-dailyReward'));
    const days = await screen.findAllByTestId('daily-day');
    expect(days.map((d) => d.textContent)).toEqual(['Day 1+0.1', 'Day 2+0.2', 'Day 3+0.3', 'Day 4+0.4', 'Day 5+0.5', 'Day 6+0.6', 'Day 7+0.8', 'Day 8+1']);
    expect(days.filter((d) => d.getAttribute('aria-current') === 'date').map((d) => d.getAttribute('data-day'))).toEqual(['3']);
    expect(screen.getByTestId('daily-next').textContent).toMatch(/^The next day starts at 00:00 UTC, in \d/);
    const totals = mainApi.calls.totalBalance.length;
    await user.click(screen.getByTestId('daily-take'));
    expect(screen.getByTestId('daily-take').textContent).toBe('Taking…');
    await user.click(screen.getByTestId('daily-take'));
    expect(tasksApi.calls.activateDailyBoost).toHaveLength(1);
    activation.resolve({ ...listOf([], '1.3'), task: daily(true), reward: '0.3', currentDay: 3 });
    expect((await screen.findByTestId('task-sheet-done')).textContent).toBe('Taken today: the boost is added to your speed. Come back tomorrow.');
    expect(screen.getByTestId('tasks-speed').textContent).toContain('1.3 SWITCH/h');
    await waitFor(() => expect(mainApi.calls.totalBalance.length).toBeGreaterThan(totals));
  });

  it('says politely in ru when the reward was already taken today', async () => {
    const user = userEvent.setup();
    await miningAt(
      '/mining/tasks/boosts',
      { tasks: { tasks: async () => listOf([daily()]), activateDailyBoost: () => Promise.reject(new ApiError({ type: 'rejected', status: 409, message: 'taken', code: 'already-today' })) } },
      { lang: 'ru' },
    );
    await user.click(await screen.findByTestId('task-dailyReward'));
    expect((await screen.findAllByTestId('daily-day'))[0]?.textContent).toBe('День 1+0.1');
    await user.click(screen.getByTestId('daily-take'));
    expect((await screen.findByTestId('task-confirm-failure')).textContent).toBe('Вы уже забрали сегодняшнюю награду. Следующая откроется в 00:00 UTC.');
  });
});

describe('/mining/tasks: the proof-of-humanity card', () => {
  it('leads a human-group user who has not confirmed to /prove (ru)', async () => {
    await miningAt('/mining/tasks', { tasks: { tasks: async () => listOf([swapTask], '1', { humanGroup: 1 }) } }, { lang: 'ru' });
    const card = await screen.findByTestId('task-proof-card');
    expect(card.getAttribute('href')).toMatch(/^\/prove(\?|$)/);
    expect(card.textContent).toBe('Проверка человечностиПодтвердите, что вы человек, и получайте +5 % к каждому сбору.');
  });

  it.each([
    ['outside a human group', { humanGroup: 0, confirmProve: false }],
    ['after the proof', { humanGroup: 2, confirmProve: true }],
  ])('is not shown %s', async (_, proof) => {
    await miningAt('/mining/tasks', { tasks: { tasks: async () => listOf([swapTask], '1', proof) } });
    await screen.findByTestId('task-swapBase');
    expect(screen.queryByTestId('task-proof-card')).toBeNull();
  });
});

describe('/mining/tasks: a boost timer', () => {
  it('Open starts the timer with the server: a progress bar and the confirming countdown, Check disabled until it runs out', async () => {
    const user = userEvent.setup();
    const cube = aTask({ code: 'cube', type: 'subscription', group: 'partner', url: 'https://t.me/cube_bot/app', gas: null });
    const { tasksApi } = await miningAt('/mining/tasks/boosts', {
      tasks: {
        tasks: async () => listOf([cube]),
        checkCfts: async (code) => {
          const now = Date.now();
          return { code, startedAt: new Date(now).toISOString(), confirmableAt: new Date(now + 55_000).toISOString(), serverTime: new Date(now).toISOString() };
        },
      },
    });
    await user.click(await screen.findByTestId('task-cube'));
    expect(screen.getByTestId('task-sheet').textContent).toContain('Open the app and stay until the timer runs out, then check.');
    expect(screen.queryByTestId('task-timer')).toBeNull();
    await user.click(screen.getByTestId('task-open'));
    expect(tasksApi.calls.checkCfts[0]?.[0]).toBe('cube');
    const timer = await screen.findByTestId('task-timer');
    expect(timer.getAttribute('data-left')).toBe('running');
    expect(screen.getByTestId('task-timer-left').textContent).toMatch(/^0:00:5\d$/);
    expect(within(timer).getByRole('progressbar', { name: 'Timer' })).toBeTruthy();
    expect((screen.getByTestId('task-check') as HTMLButtonElement).disabled).toBe(true);
  });
});
