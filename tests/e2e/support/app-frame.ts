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
