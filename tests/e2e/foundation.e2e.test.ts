/**
 * Foundation, end to end in Chromium through the messenger host page: the home frame in en and ru,
 * the gate outside the messenger, and server failover that survives a reload.
 */
import { describe, expect, it } from 'vitest';
import { appFrame, appFrameHandle, recordRequests } from './support/app-frame';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({ stack: { slowMs: 2_000, timeoutMs: 6_000 } }, (running) => ({ stack, browser } = running));

const apiOrigins = (): string[] => [stack.sandbox.urls.mainPrimary, stack.sandbox.urls.mainBackup, stack.sandbox.urls.mining];

describe('the home frame through the host page', () => {
  it('renders in English: wallet chooser title, version and the bottom menu', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
    const app = appFrame(page);
    await app.getByRole('button', { name: 'Wallet 1' }).waitFor();
    await app.getByText('v1.1.2').waitFor();
    await app.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await app.locator('html').getAttribute('lang')).toBe('en');
    await page.close();
  });

  it("keeps other features out of the home's first load: no mining, swap or send call in what the page loads first", async () => {
    const page = (await (await fetch(stack.appUrl)).text()) as string;
    // The entry script and every module the page preloads, plus the inline early-reads script.
    const files = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(0);
    const texts = [page, ...(await Promise.all(files.map(async (file) => (await fetch(new URL(file, stack.appUrl))).text())))];
    for (const path of ['/getUserMining', '/claimMining', '/burnPunks', '/telegramStar/autoclaim', '/fetchRoute', '/transfer"']) {
      expect(texts.filter((text) => text.includes(path)).length, path).toBe(0);
    }
  });

  it('renders in Russian when the host says ru', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'alice', lang: 'ru' }));
    const app = appFrame(page);
    await app.getByRole('button', { name: 'Кошелёк 1' }).waitFor();
    await app.getByText('v1.1.2').waitFor();
    await app.getByRole('navigation', { name: 'Главное меню' }).waitFor();
    expect(await app.locator('html').getAttribute('lang')).toBe('ru');
    await page.close();
  });
});

describe('outside the messenger', () => {
  it('shows the gate message and makes no API request', async () => {
    const page = await browser.context.newPage();
    const requests = recordRequests(page);
    await page.goto(stack.appUrl);
    await page.getByText('Only possible to use inside telegram bot').waitFor();
    // Give any stray call a moment to show itself before concluding there was none.
    await page.waitForTimeout(500);
    expect(requests.filter((url) => apiOrigins().some((origin) => url.startsWith(origin)))).toEqual([]);
    await page.close();
  });
});

describe('server switching', () => {
  it('moves to the backup when the primary stops, and keeps the choice across a reload', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
    await appFrame(page).getByTestId('total-balance').waitFor();

    await stack.sandbox.stop('mainPrimary');
    try {
      await page.reload();
      await appFrame(page).getByTestId('total-balance').waitFor();
      const frame = await appFrameHandle(page, stack.appUrl);
      const stored = await frame.evaluate(() => window.localStorage.getItem('activeServer'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ main: stack.sandbox.urls.mainBackup });

      // After a reload the app goes straight to the backup: not a single call tries the primary.
      const requests = recordRequests(page);
      await page.reload();
      await appFrame(page).getByTestId('total-balance').waitFor();
      const api = requests.filter((url) => url.startsWith(stack.sandbox.urls.mainPrimary) || url.startsWith(stack.sandbox.urls.mainBackup));
      expect(api.length).toBeGreaterThan(0);
      expect(api.every((url) => url.startsWith(stack.sandbox.urls.mainBackup))).toBe(true);
    } finally {
      await stack.sandbox.start('mainPrimary');
      await page.close();
    }
  });
});

describe('the first load', () => {
  it('starts the home reads from the page itself and makes each of them once', async () => {
    const page = await browser.context.newPage();
    const requests = recordRequests(page);
    await page.goto(stack.hostPage({ user: 'bob', lang: 'en' }));
    const app = appFrame(page);
    await app.getByTestId('total-balance').waitFor();
    await app.getByTestId('token-row').first().waitFor();
    const frame = await appFrameHandle(page, stack.appUrl);
    // The page's inline script started them, before any of the app's JavaScript ran.
    const started = await frame.evaluate(() => Object.keys((window as { __EARLY_READS__?: { responses?: object } }).__EARLY_READS__?.responses ?? {}));
    expect(started).toHaveLength(4);
    const reads = requests.filter((url) => apiOrigins().some((origin) => url.startsWith(origin))).map((url) => new URL(url).pathname);
    for (const path of ['/tgUserWallets', '/totalBalance', '/balances', '/history']) expect(reads.filter((read) => read === path)).toHaveLength(1);
    await page.close();
  });

  it('binds to the messenger after the first screen, without the SDK in the first script', async () => {
    const page = await browser.context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /\/assets\/index-[^/]+\.js$/.test(response.url())) scripts.push(response.text().catch(() => ''));
    });
    await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
    await appFrame(page).getByTestId('total-balance').waitFor();
    await page.locator('[data-testid="host-log-row"][data-event-type="web_app_ready"]').first().waitFor();
    const [entry] = await Promise.all(scripts);
    // A name only the SDK's bridge uses: the event the viewport binding asks the host for.
    expect(entry).toBeDefined();
    expect(entry).not.toContain('web_app_request_viewport');
    // Vertical swipes stay the app's (pull to refresh, scrolling back up), not the messenger's.
    const swipes = page.locator('[data-testid="host-log-row"][data-event-type="web_app_setup_swipe_behavior"][data-direction="app"]');
    await swipes.first().waitFor();
    expect(await swipes.first().textContent()).toContain('"allow_vertical_swipe":false');
    await page.close();
  });
});
