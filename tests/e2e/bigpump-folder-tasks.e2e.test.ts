/**
 * The create-coin, meme-phrase and folder tasks (issue 20), end to end in Chromium through the host
 * page, en and ru. A new user creates a coin on BigPump with the host page's task bots, puts its
 * creation transaction hash in the host clipboard, pastes it in the task's sheet and checks: the
 * coin counts (1 / 5) and the speed rises by 1; a text that is no hash and another user's coin are
 * refused in words. The meme phrase: the host page reveals it, a wrong phrase says the tries left,
 * the phrase typed in another case and spacing is granted: the speed rises by 0.5. The folder: Open
 * shows the folder on the host page, Check is refused until Add folder joins its channels, then the
 * speed rises by the folder's 0.3 and its two task channels' 0.5 each.
 */
import { describe, expect, it } from 'vitest';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import type { Browser } from './support/browser';
import { amountOf, openMining as openMiningAs } from './support/mining';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const openMining = (userId: number, lang: 'en' | 'ru') => openMiningAs(stack, browser, userId, lang);

/** What BigPump records when another user creates a coin (the mining API's control). */
async function coinOf(userId: number): Promise<string> {
  const response = await fetch(`${stack.sandbox.urls.mining}/sandbox/bigpump/coins`, {
    method: 'POST',
    headers: { ...sandboxControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ userId, name: 'Not Yours', ticker: 'NYRS' }),
  });
  if (response.status !== 200) throw new Error(`bigpump control refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { hash: string }).hash;
}

const WORDS = {
  en: {
    coinTitle: 'Create coins on BigPump',
    notAHash: 'This is not a transaction hash. Paste the hash of the coin’s creation transaction (64 characters) or a link to it.',
    notYours: 'This coin was created by another account.',
    counted: 'Counted: Moon Cat (MCAT). 1 of 5 coins.',
    countedBefore: 'This coin is already counted. Create another one.',
    phraseTitle: 'Guess the meme phrase',
    wrong: 'Wrong phrase. Tries left: 4.',
    folderTitle: 'Add the SWITCH folder',
    notInFolder: 'You are not in every channel of the folder yet: add the folder, then check again.',
  },
  ru: {
    coinTitle: 'Создайте монеты в BigPump',
    notAHash: 'Это не хеш транзакции. Вставьте хеш транзакции создания монеты (64 символа) или ссылку на неё.',
    notYours: 'Эту монету создал другой аккаунт.',
    counted: 'Засчитано: Moon Cat (MCAT). Монет: 1 из 5.',
    countedBefore: 'Эта монета уже засчитана. Создайте другую.',
    phraseTitle: 'Угадайте мем-фразу',
    wrong: 'Неверная фраза. Осталось попыток:\u00a04.',
    folderTitle: 'Добавьте папку SWITCH',
    notInFolder: 'Вы ещё не во всех каналах папки: добавьте папку и проверьте снова.',
  },
} as const;

describe.each([
  ['en', 2_428_001],
  ['ru', 2_428_002],
] as const)('the BigPump and folder tasks in %s', (lang, userId) => {
  const words = WORDS[lang];

  it('counts a coin created on BigPump by its pasted hash, once; refuses a text that is no hash and another user’s coin', async () => {
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('task-bigpumpCreateCoin').click();
    await app.getByRole('heading', { name: words.coinTitle }).waitFor();
    await app.getByTestId('create-coin-open').click();

    const hashField = app.getByTestId('create-coin-hash');
    await hashField.fill('<script>alert(1)</script>');
    await app.getByTestId('create-coin-check').click();
    await expect.poll(async () => (await app.getByTestId('create-coin-failure').textContent()) ?? '').toBe(words.notAHash);

    await hashField.fill(await coinOf(userId + 100));
    await app.getByTestId('create-coin-check').click();
    await expect.poll(async () => (await app.getByTestId('create-coin-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(words.notYours);

    // BigPump (the host page's task bots): a coin for this user, its hash in the host clipboard.
    await page.locator(`[data-testid="host-user-id"]:text-matches("^id ${String(userId)} ")`).waitFor();
    await page.getByTestId('host-bigpump-create').click();
    await expect.poll(async () => (await page.getByTestId('host-bigpump-hash').textContent()) ?? '', { timeout: 15_000 }).toMatch(/^[0-9a-f]{64}$/);
    const hash = (await page.getByTestId('host-bigpump-hash').textContent()) ?? '';
    await page.getByTestId('host-bigpump-to-clipboard').click();
    await app.getByTestId('create-coin-paste').click();
    await expect.poll(() => hashField.inputValue()).toBe(hash);
    await app.getByTestId('create-coin-check').click();
    await expect.poll(async () => (await app.getByTestId('create-coin-counted').textContent()) ?? '', { timeout: 15_000 }).toBe(words.counted);
    expect(await hashField.inputValue()).toBe('');
    await expect.poll(async () => app.getByTestId('task-progress').textContent(), { timeout: 15_000 }).toBe('1 / 5');
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 1, 6);

    // The same coin again: counted once.
    await hashField.fill(hash);
    await app.getByTestId('create-coin-check').click();
    await expect.poll(async () => (await app.getByTestId('create-coin-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(words.countedBefore);
    expect(await app.getByTestId('task-progress').textContent()).toBe('1 / 5');
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore + 1, 6);
    await page.close();
  });

  it('takes the meme phrase the host page reveals, typed in another case and spacing, after a wrong one', async () => {
    const { page, app } = await openMining(userId + 10, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('task-bigpumpMemePhrase').click();
    await app.getByRole('heading', { name: words.phraseTitle }).waitFor();
    await page.getByTestId('host-meme-phrase-reveal').click();
    await expect.poll(async () => (await page.getByTestId('host-meme-phrase').textContent()) ?? '', { timeout: 15_000 }).not.toBe('');
    const phrase = (await page.getByTestId('host-meme-phrase').textContent()) ?? '';

    const field = app.getByTestId('meme-phrase-input');
    await field.fill('definitely not it');
    await app.getByTestId('meme-phrase-send').click();
    await expect.poll(async () => (await app.getByTestId('meme-phrase-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(words.wrong);
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore, 6);

    await field.fill(`  ${phrase.toUpperCase().split(' ').join('   ')} `);
    await app.getByTestId('meme-phrase-send').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.5, 6);
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-bigpumpMemePhrase').getAttribute('data-done')).toBe('true');
    await page.close();
  });

  it('shows the folder on the host page; Check is refused until Add folder, then the speed rises', async () => {
    const { page, app } = await openMining(userId + 20, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-subscriptions').click();
    await app.getByTestId('task-folderSwitch').click();
    await app.getByRole('heading', { name: words.folderTitle }).waitFor();

    const folder = page.getByTestId('host-folder');
    await app.getByTestId('task-open').click();
    await folder.waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('host-folder-channel').allTextContents(), { timeout: 15_000 }).toEqual([
      '@switch_news: not a member',
      '@switch_chat: not a member',
      '@bigpump_news: not a member',
    ]);
    await page.getByTestId('host-folder-close').click();
    await app.getByTestId('task-check').click();
    await expect.poll(async () => (await app.getByTestId('task-confirm-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(words.notInFolder);

    await app.getByTestId('task-open').click();
    await folder.waitFor({ state: 'visible' });
    await page.getByTestId('host-folder-add').click();
    await expect.poll(() => folder.getAttribute('data-added'), { timeout: 15_000 }).toBe('true');
    await page.getByTestId('host-folder-close').click();
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 1.3, 6);
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-folderSwitch').getAttribute('data-done')).toBe('true');
    await page.close();
  });
});
