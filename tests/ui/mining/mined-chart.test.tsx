/**
 * The mining home's mined-per-day chart (issue 38 "Mining in pictures"): a bar per UTC day with the
 * three kinds stacked, today marked, a summary and a table a screen reader reads with every figure,
 * in en and ru; read again when a claim moves the record's last claim.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimReceipt } from '../../../domain/mining/shared/types';
import { aUserMining } from '../../support/mothers';
import { miningAt, minedDays } from '../mining-support';

const today = new Date().toISOString().slice(0, 10);

describe('the mined-per-day chart', () => {
  it('stacks claims, autoclaims and referral bonuses per day, marks today, and says every figure in words (en)', async () => {
    await miningAt('/mining', { earnings: { minedByDay: async () => minedDays({ 0: { claims: '1.5', referrals: '0.25' }, 3: { autoclaims: '6' } }) } });
    const summary = await screen.findByTestId('mined-chart-summary');
    expect(summary.textContent).toBe('7.75 SWITCH in the last 30 days; today 1.75 SWITCH.');
    const bars = screen.getByTestId('mined-bars');
    expect(bars.getAttribute('aria-hidden')).toBe('true');
    expect(bars.querySelectorAll('[data-bar]')).toHaveLength(30);
    const todayBar = bars.querySelector(`[data-bar="${today}"]`);
    expect(todayBar?.getAttribute('data-marked')).toBe('true');
    expect(todayBar?.querySelectorAll('rect')).toHaveLength(3); // claims, referrals and the marker
    const table = screen.getByTestId('mined-table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const row = within(screen.getByTestId(`mined-row-${today}`));
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1.5', '0', '0.25', '1.75']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Claims', 'Autoclaims', 'Referral bonuses', 'Total, SWITCH']);
  });

  it('draws every bar, today’s too, inside the plot: the small kinds’ lift on the tallest day does not push it past the top', async () => {
    // Today the tallest: its autoclaims and referrals are tiny, each drawn at the least visible height.
    await miningAt('/mining', { earnings: { minedByDay: async () => minedDays({ 0: { claims: '100', autoclaims: '0.01', referrals: '0.01' }, 1: { claims: '40' } }) } });
    await screen.findByTestId('mined-chart-summary');
    const bars = screen.getByTestId('mined-bars');
    const [minX = NaN, minY = NaN, width = NaN, height = NaN] = (bars.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const todayRects = [...(bars.querySelector(`[data-bar="${today}"]`)?.querySelectorAll('rect') ?? [])];
    expect(todayRects).toHaveLength(4); // three kinds and the marker
    for (const rect of bars.querySelectorAll('rect')) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => Number(rect.getAttribute(name)));
      expect(x, 'left edge').toBeGreaterThanOrEqual(minX);
      expect((x ?? 0) + (w ?? 0), 'right edge').toBeLessThanOrEqual(minX + width);
      expect(y, 'top edge').toBeGreaterThanOrEqual(minY);
      expect((y ?? 0) + (h ?? 0), 'bottom edge').toBeLessThanOrEqual(minY + height);
    }
    // The stack still reaches the top of the plot, as the tallest day does.
    expect(Math.min(...todayRects.map((rect) => Number(rect.getAttribute('y'))))).toBeCloseTo(0, 5);
  });

  it('speaks Russian', async () => {
    await miningAt('/mining', {}, { lang: 'ru' });
    expect((await screen.findByTestId('mined-chart-summary')).textContent).toBe('За последние 30 дней ничего не добыто: заберите добытое, и появится первый столбец.');
    expect(within(screen.getByTestId('mined-table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['День', 'Клеймы', 'Автоклеймы', 'Реферальные бонусы', 'Всего, SWITCH']);
  });

  it('reads the days again after a claim, and today’s bar shows it', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const later = new Date(Date.now() + 60_000).toISOString();
    const receipt: ClaimReceipt = {
      ...aUserMining({ speed: '1.5', gotAmount: '42', miningAmount: '0', dttmLastClaim: later }, later),
      claimId: 'c1',
      claimedAmount: '2',
      creditedAmount: '2',
      verifiedBonus: '0',
      allianceBonus: '0',
    };
    const { earningsApi } = await miningAt('/mining', {
      record: { claim: async () => ((claimed = true), receipt) },
      earnings: { minedByDay: async () => minedDays(claimed ? { 0: { claims: '2' } } : {}) },
    });
    await screen.findByTestId('mined-chart-summary');
    expect(earningsApi.count('minedByDay')).toBe(1);
    await user.click(await screen.findByTestId('claim-button'));
    await waitFor(() => expect(screen.getByTestId('mined-chart-summary').textContent).toBe('2 SWITCH in the last 30 days; today 2 SWITCH.'));
    expect(earningsApi.count('minedByDay')).toBe(2);
  });

  it('offers a retry when the days cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    await miningAt('/mining', { earnings: { minedByDay: async () => (fail ? Promise.reject(new Error('down')) : minedDays()) } });
    expect((await screen.findByTestId('mined-chart-summary')).textContent).toBe('The days could not be read.');
    fail = false;
    await user.click(within(screen.getByTestId('mined-chart')).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('mined-chart-summary')).textContent).toContain('Nothing mined');
  });
});
