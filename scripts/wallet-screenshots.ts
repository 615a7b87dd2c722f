/**
 * `npx tsx scripts/wallet-screenshots.ts [outDir]`: screenshots of every wallet screen in headless Chromium
 * through the host page (the walk of tests/e2e/support/wallet-tour.ts), at 320 and 412 px wide, in
 * en and ru, light and dark, for a person to look at (run `npm run build` first: the stack serves
 * dist/). For each shot it also prints what the layout audit finds (tests/e2e/support/layout-audit.ts:
 * broken words, values under their labels, small targets, low contrast, font-character icons),
 * which the layout walk (tests/e2e/support/layout-walk.ts) enforces at 320 px. SHOT_WIDTHS, SHOT_LANGS and SHOT_THEMES
 * (comma-separated) narrow the set. scripts/screenshots.ts takes the mining screens and a few
 * wallet ones with its own walk.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser';
import { auditLayout } from '../tests/e2e/support/layout-audit';
import { startStack } from '../tests/e2e/support/stack';
import { fundTourUser, walletTour, type TourLanguage, type TourTheme } from '../tests/e2e/support/wallet-tour';

const OUT = resolve(process.argv[2] ?? 'screenshots');
const widths = (process.env.SHOT_WIDTHS ?? '320,412').split(',').map(Number);
const languages = (process.env.SHOT_LANGS ?? 'en,ru').split(',') as TourLanguage[];
const themes = (process.env.SHOT_THEMES ?? 'light,dark').split(',') as TourTheme[];

await mkdir(OUT, { recursive: true });
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
        await walletTour({ stack, page, userId, lang, theme, width }, async ({ name, frame }) => {
          await page.waitForTimeout(250);
          const file = join(OUT, `${name}-${lang}-${theme}-${String(width)}.png`);
          await page.getByTestId('host-phone').screenshot({ path: file, animations: 'disabled' });
          const findings = await auditLayout(frame);
          console.log(`${file}: ${findings.length === 0 ? 'ok' : findings.map((finding) => `\n  ${finding.kind}: ${finding.detail}`).join('')}`);
        });
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await stack.close();
}
