/**
 * Screenshots of every wallet screen (tests/e2e/support/wallet-tour.ts) at 320 and 412 px, in en
 * and ru, light and dark, for looking at a change by eye: `npx tsx tests/e2e/support/screenshots.ts
 * <folder>` after `npm run build` (it serves dist/ as the end-to-end tests do). Not a test.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser } from './browser';
import { startStack } from './stack';
import { fundTourUser, walletTour, type TourLanguage, type TourTheme } from './wallet-tour';

const folder = process.argv[2] ?? 'screenshots';
const widths = (process.env.SHOT_WIDTHS ?? '320,412').split(',').map(Number);
const languages = (process.env.SHOT_LANGS ?? 'en,ru').split(',') as TourLanguage[];
const themes = (process.env.SHOT_THEMES ?? 'light,dark').split(',') as TourTheme[];

await mkdir(folder, { recursive: true });
const stack = await startStack();
const browser = await launchBrowser();
try {
  let userId = 2_950_000;
  for (const lang of languages) {
    for (const theme of themes) {
      for (const width of widths) {
        userId += 1;
        await fundTourUser(stack, userId);
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: Math.max(width + 40, 480), height: 900 });
        await walletTour({ stack, page, userId, lang, theme, width }, async ({ name }) => {
          const phone = page.getByTestId('host-phone');
          await page.waitForTimeout(250);
          await phone.screenshot({ path: join(folder, `${name}-${lang}-${theme}-${String(width)}.png`), animations: 'disabled' });
        });
        await page.close();
        console.log(`done ${lang} ${theme} ${String(width)}`);
      }
    }
  }
} finally {
  await browser.close();
  await stack.close();
}
