/**
 * The prerendered home in the page (adapters/page/early-shell.ts): shown inert in the launched
 * user's language, painted with the early total in exactly the markup React renders for it, never
 * painted once React has the frame; and the app's first render keeps that figure only until the
 * machine has its own.
 */
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EARLY_TOTAL_SLOT, paintShellTotal, showShell } from '../../adapters/page/early-shell';
import { formatUsd } from '../../domain/money/format';
import { createI18n } from '../../ui/i18n/i18n';
import { withEarlyTotal } from '../../ui/screens/wallet/early-total';
import { TotalBalance } from '../../ui/screens/wallet/total-balance';

const HOME = '<div class="app"><section class="total" aria-labelledby="total-title"><h2 id="total-title">Total</h2><p class="total__value total__value--loading" aria-busy="true"></p></section><button type="button">Deposit</button></div>';

async function page(): Promise<Document> {
  const i18n = await createI18n('en');
  // What the build writes: the total rendered by the app's own component around the slot.
  const total = renderToString(
    <I18nProvider i18n={i18n}>
      <TotalBalance view={{ totalBalanceUsd: EARLY_TOTAL_SLOT, totalBalanceLoading: false }} />
    </I18nProvider>,
  );
  document.body.innerHTML = `<div id="root"></div><template data-shell="home" lang="en">${HOME}</template><template data-shell="home" lang="ru">${HOME.replace('Deposit', 'Пополнить')}</template><template data-shell="total" lang="en">${total}</template>`;
  return document;
}

describe('the prerendered home', () => {
  it('shows the launched user’s language, inert until React takes over', async () => {
    const doc = await page();
    doc.documentElement.lang = 'en';
    expect(showShell(doc, 'ru')).toBe(true);
    const shell = doc.querySelector<HTMLElement>('#root [data-shell]');
    expect(shell?.inert).toBe(true);
    expect(shell?.textContent).toContain('Пополнить');
    // The page says the shell's language from its first paint (the app's boot says it again later).
    expect(doc.documentElement.lang).toBe('ru');
    // Once only: a second call (or a root React already filled) is left alone, its language too.
    expect(showShell(doc, 'en')).toBe(false);
    expect(doc.documentElement.lang).toBe('ru');
  });

  it('paints the figure in the very markup React renders for it', async () => {
    const doc = await page();
    showShell(doc, 'en');
    expect(paintShellTotal(doc, formatUsd('1234.5'))).toBe(true);
    const painted = doc.querySelector('#root [data-testid="total-balance"]');
    const i18n = await createI18n('en');
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <TotalBalance view={{ totalBalanceUsd: formatUsd('1234.5'), totalBalanceLoading: false }} />
      </I18nProvider>,
    );
    const fromReact = container.querySelector('[data-testid="total-balance"]');
    expect(painted?.textContent).toBe('$1\u202f234.50');
    expect(painted?.textContent).toBe(fromReact?.textContent);
    expect(painted?.className).toBe(fromReact?.className);
    expect(doc.querySelectorAll('#root [aria-busy="true"]')).toHaveLength(0);
  });

  it('paints nothing once React has replaced the shell', async () => {
    const doc = await page();
    showShell(doc, 'en');
    doc.getElementById('root')?.replaceChildren(doc.createElement('main'));
    expect(paintShellTotal(doc, '1.00')).toBe(false);
    expect(doc.querySelector('[data-testid="total-balance"]')).toBeNull();
  });
});

describe('the early total in the app’s first render', () => {
  it('stands in only while the machine loads that account’s total, and never after its first figure', () => {
    const registry = { startedAt: 0, responses: {}, total: { accountIndex: 0, totalBalanceUsd: '10.5' } };
    const loading = { totalBalanceUsd: null, totalBalanceLoading: true };
    expect(withEarlyTotal(loading, 1, registry)).toBe(loading);
    expect(withEarlyTotal(loading, 0, undefined)).toBe(loading);
    expect(withEarlyTotal(loading, 0, registry)).toEqual({ totalBalanceUsd: '10.50', totalBalanceLoading: false });
    const machine = { totalBalanceUsd: '11.00', totalBalanceLoading: false };
    expect(withEarlyTotal(machine, 0, registry)).toBe(machine);
    // A later reload of the total (or a wallet switch back) shows the machine's loading state.
    expect(withEarlyTotal(loading, 0, registry)).toBe(loading);
  });
});
