/**
 * The layout walk's wallet screens (tests/e2e/support/layout-walk.ts), the design tokens' colour
 * pairs, and the audit's own self-test; each other area of the walk has its layout-<area> file.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditLayout } from './support/layout-audit';
import { layoutWalks } from './support/layout-walk';
import { TOUR_AREAS } from './support/wallet-tour';

const walk = layoutWalks('wallet', { walletChecks: true });

describe('the layout walk', () => {
  it('has a file for every area of the wallet tour, and none for an area it does not have', () => {
    const files = readdirSync('tests/e2e').filter((file) => /^layout-.+\.e2e\.test\.ts$/.test(file));
    expect(files.sort()).toEqual(Object.keys(TOUR_AREAS).map((area) => `layout-${area}.e2e.test.ts`).sort());
  });
});

describe('the layout audit', () => {
  it('finds a broken word, an amount parted from its unit, a word wider than its control, a value under its label, a small target, faint text and a font-character icon', async () => {
    const page = await walk.browser().context.newPage();
    await page.setContent(`<body style="margin:0;background:#fff;font:16px sans-serif">
      <p style="width:60px;overflow-wrap:anywhere">Пополнить</p>
      <dl><div style="width:120px"><dt>Network fee</dt><dd style="margin:0">0.006 TON</dd></div></dl>
      <button style="width:30px;height:30px;padding:0">x</button>
      <p style="color:#bbb">faint</p>
      <p style="width:60px">Send</p>
      <p style="width:90px" data-testid="split-amount">+<!-- -->0.3<!-- --> SWITCH/h</p>
      <p style="width:90px" data-testid="split-across-elements">Got <b>+0.4</b> <span>SWITCH</span></p>
      <p style="width:90px;white-space:nowrap">+<!-- -->0.5<!-- --> SWITCH/h</p>
      <p style="width:90px">Won <span style="white-space:nowrap">+0.6 SWITCH/h</span></p>
      <p style="width:80px"><span style="font-size:32px">7</span> TON</p>
      <div style="width:70px;display:flex;flex-wrap:wrap"><span>Level 2</span><span>TON wallet</span></div>
      <p style="width:70px">Until 12:00 UTC</p>
      <button style="width:44px;height:44px">ⓘ</button>
      <ul style="display:flex;margin:0;padding:0;list-style:none"><li style="width:64px"><button style="width:64px;height:44px;padding:0;white-space:nowrap">Партнёрский</button></li></ul></body>`);
    const found = (await auditLayout(page.mainFrame())).map((finding) => `${finding.kind}: ${finding.detail}`).sort();
    expect(found).toEqual([
      expect.stringMatching(/^amount-split: "\+0\.3 SWITCH\/h" in p\[data-testid=split-amount\]/),
      expect.stringMatching(/^amount-split: "\+0\.4 SWITCH" in p\[data-testid=split-across-elements\]/),
      expect.stringMatching(/^broken-word: "Пополнить"/),
      expect.stringMatching(/^glyph-icon: "ⓘ" in button/),
      expect.stringMatching(/^low-contrast: p "faint" 1\.\d\d:1/),
      expect.stringMatching(/^overflowing-word: "Партнёрский" outside button/),
      expect.stringMatching(/^small-target: button "x" is 30x30/),
      expect.stringMatching(/^value-own-line: dt "Network fee"/),
    ]);
    await page.close();
  });
});
