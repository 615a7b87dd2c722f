/** Reaching the mini-app inside the host page. */
import type { Frame, FrameLocator, Page } from 'playwright-core';

export function appFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe');
}

/** The app's Frame object (for evaluate), once it has navigated to the app origin. */
export async function appFrameHandle(page: Page, appUrl: string): Promise<Frame> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(appUrl));
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame on ${appUrl}`);
}

/** Records the URLs of every request the page (and its frames) makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * The wallet home's Swap action. Not "the first /swap link": the bottom menu's Buy SWITCH is one
 * too (a TON pair, where the Arbitrum chip is disabled), and it can be in the page before the
 * home's actions are.
 */
export function homeSwapAction(app: FrameLocator) {
  return app.locator('a[href*="/swap"]:not([data-testid="menu-buy"])');
}

/**
 * Evaluates `read` in the frame every 50 ms until it gives something other than null. Use it in
 * place of waitForFunction, whose later polls compile the condition inside the page, which the
 * app's policy (no 'unsafe-eval') refuses; each evaluate here goes through the DevTools protocol.
 */
export async function pollFrame<T>(frame: Frame, timeoutMs: number, read: () => T | null): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await frame.evaluate(read);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`pollFrame: nothing after ${String(timeoutMs)} ms`);
    await new Promise((settle) => setTimeout(settle, 50));
  }
}
