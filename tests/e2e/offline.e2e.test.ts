/**
 * The service worker in Chromium through the host page: after a first visit the app's JavaScript
 * comes from its versioned cache, API answers are never stored, and a new version removes the
 * caches of older ones.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// The worker's shared stack: a new user of the file's own (2,446,041; no other file uses 2,446,xxx).
// The service workers and their caches are the file's browser context's alone.
useStackAndBrowser({ browser: { serviceWorkers: 'allow' } }, (running) => ({ stack, browser } = running));

/** Where the init script below leaves the outcome of the page's own register() call. */
type Watched = Window & { appRegisteredWorker?: Promise<unknown> };

/**
 * In every frame of `page`, before the app's scripts: records when the page's own
 * navigator.serviceWorker.register() call has settled. The app registers once it is idle, after the
 * home shows, and `navigator.serviceWorker.ready` resolves at once when an earlier page registered a
 * worker; waiting only for that, a test could unregister before the app's own register(), which then
 * revives the unregistered worker (CI, stop 33: "the unregistered service worker was never removed").
 */
async function watchAppRegistration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as Watched;
    let settled: () => void = () => undefined;
    watched.appRegisteredWorker = new Promise<void>((resolve) => (settled = resolve));
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      const result = register.apply(this, args);
      result.then(settled, settled);
      return result;
    };
  });
}

/**
 * Opens the home through the host page; resolves once the total shows, the page itself has
 * registered its worker, and a worker is active.
 */
async function openHome(page: Page): Promise<Frame> {
  await watchAppRegistration(page);
  await page.goto(stack.hostPage({ user: 'new:2446041', lang: 'en' }));
  const frame = await appFrameHandle(page, stack.appUrl);
  await frame.locator('[data-testid="total-balance"]').waitFor();
  await frame.evaluate(() => (window as Watched).appRegisteredWorker!.then(() => navigator.serviceWorker.ready).then(() => undefined));
  return frame;
}

/**
 * Watches the browser's service worker registrations for `origin` (DevTools protocol) from a blank
 * page of its own, which no worker controls. Resolves once it has seen a live one.
 */
async function watchRegistrations(origin: string): Promise<{ page: Page; deleted(): Promise<void> }> {
  const page = await browser.context.newPage();
  const session = await browser.context.newCDPSession(page);
  const live = new Map<string, boolean>();
  let changed: () => void = () => undefined;
  session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) if (registration.scopeURL.startsWith(origin)) live.set(registration.registrationId, !registration.isDeleted);
    changed();
  });
  const until = async (done: () => boolean, what: string): Promise<void> => {
    const deadline = Date.now() + 30_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`${what} (registrations of ${origin}: ${JSON.stringify([...live])})`);
      await new Promise<void>((resolve) => {
        changed = resolve;
        setTimeout(resolve, 250);
      });
    }
  };
  await session.send('ServiceWorker.enable');
  await until(() => [...live.values()].some(Boolean), 'no live service worker registration was reported');
  return {
    page,
    deleted: () => until(() => ![...live.values()].some(Boolean), 'the unregistered service worker was never removed'),
  };
}

const cacheNames = (frame: Frame) => frame.evaluate(() => caches.keys());

/** Every URL stored in every cache of the app's origin. */
const storedUrls = (frame: Frame) =>
  frame.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

describe('the service worker', () => {
  it('serves the second visit’s JavaScript from its cache and never stores an API answer', async () => {
    const first = await browser.context.newPage();
    const frame = await openHome(first);
    const [cache] = await cacheNames(frame);
    expect(cache).toMatch(/^switch-wallet-[0-9a-f]{12}$/);
    await first.close();

    const second = await browser.context.newPage();
    const scripts: { url: string; fromWorker: boolean }[] = [];
    second.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(`${stack.appUrl}/assets/`)) {
        scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
      }
    });
    const again = await openHome(second);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);

    const stored = await storedUrls(again);
    expect(stored.some((url) => url.includes('/assets/'))).toBe(true);
    const apis = [stack.sandbox.urls.mainPrimary, stack.sandbox.urls.mainBackup, stack.sandbox.urls.mining];
    expect(stored.filter((url) => apis.some((api) => url.startsWith(api)))).toEqual([]);
    await second.close();
  });

  it('removes the caches of older versions when a new version takes over', async () => {
    const page = await browser.context.newPage();
    const frame = await openHome(page);
    const [current] = await cacheNames(frame);
    // An older version's cache, and a cache that is not ours and must survive.
    await frame.evaluate(async () => {
      await (await caches.open('switch-wallet-000000000000')).put('/assets/old.js', new Response('old'));
      await caches.open('someone-else');
    });
    // The next version arrives: the old worker goes, the app registers the current one again.
    // An unregistered worker stays until its last page is gone, and Chromium then removes it in its
    // own time; a register() before that would revive it without installing anything (issue 18:
    // this test needed retries). So the old pages close, and the next one opens once the browser
    // reports the old registration deleted.
    const registrations = await watchRegistrations(stack.appUrl);
    await frame.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
    // Every page of this browser: one left open by an earlier test would keep the old worker alive.
    for (const open of browser.context.pages()) if (open !== registrations.page) await open.close();
    await registrations.deleted();
    await registrations.page.close();
    const next = await browser.context.newPage();
    const reloaded = await openHome(next);
    // Activation deletes the old version's cache asynchronously: wait for the whole end state.
    await expect
      .poll(async () => {
        const names = await cacheNames(reloaded);
        return { current: names.includes(current!), foreign: names.includes('someone-else'), old: names.includes('switch-wallet-000000000000') };
      })
      .toEqual({ current: true, foreign: true, old: false });
    await next.close();
  });
});
