/**
 * Why the speed is what it is (issue 20), through the host page: tapping the speed on the mining
 * home opens its breakdown, the base speed named with no end, the total equal to the home's speed;
 * in en and ru.
 */
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

describe('the speed breakdown', () => {
  for (const [lang, base, heading] of [
    ['en', 'Base speed', 'Why your speed is what it is'],
    ['ru', 'Базовая скорость', 'Из чего складывается скорость'],
  ] as const) {
    it(`opens from the mining home's speed (${lang})`, async () => {
      const page = await browser.context.newPage();
      await page.goto(stack.hostPage({ user: `new:24240${lang === 'en' ? '31' : '32'}`, lang }));
      const app = appFrame(page);
      await app.getByTestId('menu-mining').waitFor({ timeout: 20_000 });
      await app.getByTestId('menu-mining').click();
      const link = app.getByTestId('mining-speed-link');
      await link.waitFor({ timeout: 20_000 });
      const homeSpeed = (await link.textContent()) ?? '';
      await link.click();
      await app.getByTestId('speed-screen').waitFor({ timeout: 20_000 });
      expect(await app.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      await app.getByTestId('speed-part-base').waitFor({ timeout: 20_000 });
      expect(await app.getByTestId('speed-part-base').textContent()).toContain(base);
      expect(await app.getByTestId('speed-total').textContent()).toBe(homeSpeed);
      await page.close();
    });
  }
});
