/**
 * The wallet home screens end to end, in Chromium through the messenger host page, in en and ru:
 * placeholders for a brand-new user, a simulated deposit reaching the token list, the history and
 * the total, the wallet picker, and the QR deposit screen with copy.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_WAIT_LIMIT_MS } from '../../adapters/page/app-chunks';
import { appFrame, appFrameHandle, pollFrame } from './support/app-frame';
import { launchBrowser, type Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { deposit as depositTo, seedUser as seedUserOf, tokenAddress as tokenAddressOf, type DepositRequest, type SandboxUser } from './support/sandbox-control';

let stack: Stack;
let browser: Browser;

// A stack of its own: it uses the seed users alice and bob (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ permissions: ['clipboard-read', 'clipboard-write'], isolatedStack: true }, (running) => ({ stack, browser } = running));

const TEXT = {
  en: {
    noTransactions: 'No transactions yet',
    switchWallet: 'Switch wallet',
    wallets: 'Your wallets',
    wallet: (n: number) => `Wallet ${n}`,
    deposit: 'Deposit',
    depositQr: 'Deposit with a QR code',
    external: /From an external wallet/,
    copy: 'Copy address',
    copied: 'Address copied',
    anotherToken: 'Choose another token',
  },
  ru: {
    noTransactions: 'Транзакций пока нет',
    switchWallet: 'Сменить кошелёк',
    wallets: 'Ваши кошельки',
    wallet: (n: number) => `Кошелёк ${n}`,
    deposit: 'Пополнить',
    depositQr: 'Пополнить по QR-коду',
    external: /С внешнего кошелька/,
    copy: 'Скопировать адрес',
    copied: 'Адрес скопирован',
    anotherToken: 'Выбрать другой токен',
  },
} as const;

type Language = keyof typeof TEXT;

/** `watch` sees the page before it loads anything (to record what the launch fetches). */
async function open(user: string, lang: Language, watch?: (page: Page) => void): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  watch?.(page);
  await page.goto(stack.hostPage({ user, lang }));
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor();
  // The page may paint the total into its prerendered home before the app runs, so the total no
  // longer says the other reads are in: the app's own buttons (the shell's are inert, out of the
  // accessibility tree) and the token list (placeholders included) do.
  await app.getByRole('button', { name: TEXT[lang].switchWallet }).waitFor();
  await app.getByTestId('token-row').first().waitFor();
  return { page, app };
}

const tokenSymbols = (app: FrameLocator) => app.getByTestId('token-row').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.symbol));

/** A name only the qrcode package's code contains. */
const QR_LIBRARY_MARK = 'setToSJISFunction';

/** Every script of the app's origin that `page` fetches, with its body. */
function recordScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(stack.appUrl)) {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return scripts;
}

const hasQrLibrary = async (list: readonly { body: Promise<string> }[]): Promise<boolean> => (await Promise.all(list.map((script) => script.body))).some((body) => body.includes(QR_LIBRARY_MARK));

const deposit = (request: DepositRequest): Promise<void> => depositTo(stack, request);
const seedUser = (key: string): Promise<SandboxUser> => seedUserOf(stack, key);

describe.each(['en', 'ru'] as const)('the wallet home in %s', (lang) => {
  const text = TEXT[lang];

  it('shows a brand-new user the placeholders, then a simulated deposit after a reload', async () => {
    const userId = lang === 'en' ? 2_000_123 : 2_000_124;
    const { page, app } = await open(`new:${userId}`, lang);
    expect(await app.getByTestId('total-balance').textContent()).toBe('$0.00');
    await expect.poll(() => tokenSymbols(app)).toEqual(['TON', 'ETH', 'USDT']);
    await app.getByText(text.noTransactions).waitFor();

    await deposit({ userId, chainId: 'TON', tokenAddress: 'TON', amount: '2.5' });
    await page.reload();
    await app.getByTestId('total-balance').waitFor();
    await expect.poll(() => tokenSymbols(app)).toEqual(['TON']);
    expect(await app.getByTestId('token-row').first().textContent()).toContain('2.5');
    expect(await app.getByTestId('total-balance').textContent()).not.toBe('$0.00');
    const history = app.getByTestId('history-row');
    await history.first().waitFor();
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toContain('+2.5\u00a0TON');
    await page.close();
  });

  it('switches wallets with the picker (alice has three)', async () => {
    const { page, app } = await open('alice', lang);
    const totalBefore = await app.getByTestId('total-balance').textContent();
    await app.getByRole('button', { name: text.switchWallet }).click();
    const dialog = app.getByRole('dialog', { name: text.wallets });
    const radios = dialog.getByRole('radio');
    await expect.poll(() => radios.count()).toBe(3);
    expect(await radios.nth(0).getAttribute('aria-checked')).toBe('true');
    await radios.nth(1).click();

    await app.getByRole('button', { name: text.wallet(2), exact: true }).waitFor();
    await expect.poll(() => app.getByTestId('total-balance').textContent()).not.toBe(totalBefore);
    await expect.poll(() => tokenSymbols(app)).toEqual(['TON', 'USDT']);
    await page.close();
  });

  // The QR library's own check rides on this launch (it had one of its own): the home route does not
  // download it, the QR screen does.
  it('shows the QR of the right address and copies it; the QR library comes with the QR screen, not the home', async () => {
    const alice = await seedUser('alice');
    const account = alice.accounts[0]!;
    let scripts: { url: string; body: Promise<string> }[] = [];
    const { page, app } = await open('alice', lang, (opened) => (scripts = recordScripts(opened)));
    const home = [...scripts];
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((script) => /refill-/.test(script.url))).toEqual([]);
    expect(await hasQrLibrary(home)).toBe(false);
    await app.getByRole('button', { name: text.deposit, exact: true }).click();
    await app.getByRole('link', { name: text.depositQr }).click();
    await app.getByRole('link', { name: text.external }).click();

    // TON: the non-bounceable address.
    await app.getByTestId('refill-tokens').getByRole('link').first().click();
    const qr = app.getByTestId('qr-code');
    await expect.poll(() => qr.getAttribute('data-qr-state')).toBe('ready');
    expect(await qr.getAttribute('data-qr-text')).toBe(account.tonUnbouncableAddress);
    expect(await hasQrLibrary(scripts.slice(home.length))).toBe(true);
    await app.getByRole('button', { name: text.copy }).click();
    await app.getByText(text.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.tonUnbouncableAddress);

    // Any EVM chain: the EVM address.
    await app.getByRole('link', { name: text.anotherToken }).click();
    await app.getByRole('button', { name: 'ARB' }).click();
    await app.getByTestId('refill-tokens').getByRole('link').first().click();
    await expect.poll(() => qr.getAttribute('data-qr-text')).toBe(account.address);
    await page.close();
  });
});

describe('the first visit (issue 13)', () => {
  it("downloads the app's chunks only once the page has painted the total itself", async () => {
    // A first visit: no service worker may answer, so every chunk comes over the network.
    const firstVisit = await launchBrowser({ serviceWorkers: 'block' });
    try {
      const page = await firstVisit.context.newPage();
      await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
      const frame = await appFrameHandle(page, stack.appUrl);
      await appFrame(page).getByRole('button', { name: 'Switch wallet' }).waitFor();
      // The two chunks by their exact names (a hash of 8): start-param-*.js, which the mining prefetch
      // fetches once the home is up (issue 26), is not the app's start.
      // A chunk's timing entry can reach the frame's timeline after the app that the chunk holds is
      // on screen (seen on a busy machine: one entry of the two, issue 18). Both entries are
      // awaited, then their times are compared.
      const chunks = await pollFrame(frame, 15_000, () => {
        const starts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(start|client)-[\w-]{7}\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        return starts.length >= 2 ? starts : null;
      });
      const painted = (await frame.evaluate(`performance.getEntriesByName('home-total-early')[0]?.startTime ?? null`)) as number | null;
      const timeline = JSON.stringify({ painted, chunks });
      expect(chunks, timeline).toHaveLength(2);
      // The page paints the total itself, unless its reads took longer than the limit: then the
      // chunks load at the limit (adapters/page/app-chunks.ts) and the app may paint it first.
      if (painted === null) expect(Math.min(...chunks), timeline).toBeGreaterThanOrEqual(APP_WAIT_LIMIT_MS);
      const allowedFrom = Math.min(painted ?? Number.POSITIVE_INFINITY, APP_WAIT_LIMIT_MS);
      for (const requested of chunks) expect(requested, timeline).toBeGreaterThanOrEqual(allowedFrom);
      await page.close();
    } finally {
      await firstVisit.close();
    }
  });
});

/** "$1 234.56" (any grouping) in cents. */
const centsOf = (text: string | null): bigint => {
  const match = /\$([\d\u202f\u00a0 ,]*\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no dollar figure in ${JSON.stringify(text)}`);
  return BigInt(match[1].replace(/[^\d]/g, ''));
};

/** The total and the sum of every token row (expanded), in cents, as the home shows them. */
async function totalAndRows(app: FrameLocator, lang: Language): Promise<{ total: bigint; rows: bigint; count: number }> {
  const more = app.getByRole('button', { name: lang === 'en' ? /^Show more/ : /^Показать (ещё|больше)/ }).first();
  if (await more.count()) await more.click();
  const texts = await app.getByTestId('token-row').allTextContents();
  return {
    total: centsOf(await app.getByTestId('total-balance').textContent()),
    rows: texts.reduce((sum, text) => sum + centsOf(text), 0n),
    count: texts.length,
  };
}

describe('the total and the rows (issue 12, defect 2)', () => {
  // Prices drift with the sandbox's real clock, and the total and the rows are two reads a few
  // milliseconds apart: a row can cross a half cent between them. A mismatch of the rounding rule
  // shows on every read; a drift between two reads does not survive a reload.
  async function expectTotalIsSumOfRows(user: string, lang: Language): Promise<void> {
    const { page, app } = await open(user, lang);
    let seen = await totalAndRows(app, lang);
    for (let attempt = 1; attempt < 4 && seen.total !== seen.rows; attempt++) {
      await page.reload();
      await app.getByRole('button', { name: TEXT[lang].switchWallet }).waitFor();
      await app.getByTestId('token-row').first().waitFor();
      seen = await totalAndRows(app, lang);
    }
    expect(seen.total).toBe(seen.rows);
    await page.close();
  }

  it.each(['alice', 'bob', 'carol', 'dave'])('equals the sum of the rows to the cent for %s', async (user) => {
    await expectTotalIsSumOfRows(user, 'en');
  });

  it.each(['en', 'ru'] as const)('equals the sum of the rows for 1.0075 USDT, the issue\'s case (%s)', async (lang) => {
    const userId = lang === 'en' ? 2_000_131 : 2_000_132;
    await deposit({ userId, chainId: 'TON', tokenAddress: await tokenAddressOf(stack, 'USDT', 'TON'), amount: '1.0075' });
    await expectTotalIsSumOfRows(`new:${userId}`, lang);
  });
});
