/**
 * The copy-trade screens for keyboard and screen-reader users (issue 24): real buttons with names,
 * labelled fields, the focus order of the address and deposit screens, the ante slider's name and
 * spoken value, the start button's red states focusable but inert, the trade detail's stop button,
 * copy action and explained trades as a list, and the not-found state announced. (The slider's
 * arrow keys are the browser's own: tests/e2e/copy-trade.e2e.test.ts moves it with ArrowRight.)
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import type { MirroredTrade } from '../../../domain/mining/copy-trade/types';
import { answer, copyTradeApp, DRAFT, LEADER, TRADE, USDT } from './copy-trade-fixtures';

describe('the address screen', () => {
  it('labels the field, names Paste and the clear icon, keeps the marks out of the reading, and clearing returns focus to the field', async () => {
    const user = userEvent.setup();
    await copyTradeApp('/copyTrade', answer([], [USDT]));
    const field = await screen.findByRole('textbox', { name: "Trader's wallet address" });
    expect(screen.getByTestId('copy-trade-logos').getAttribute('aria-hidden')).toBe('true');
    // Focus order: the field, Paste, then the submit.
    field.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Paste' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enter address' }));

    await user.type(field, LEADER);
    expect(screen.queryByRole('button', { name: 'Paste' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the address' }));
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: 'Paste' })).toBeTruthy();
  });
});

describe('the deposit screen', () => {
  it('goes Max, the deposit, the ante slider, then start; the slider is named with its value and spoken as a percent', async () => {
    const user = userEvent.setup();
    await copyTradeApp('/copyTrade/traderDeposit', answer([], [USDT]), { 'copyTrade.draft': DRAFT });
    const slider = await screen.findByRole<HTMLInputElement>('slider', { name: 'Ante: 30%' });
    expect([slider.min, slider.max, slider.step, slider.getAttribute('aria-valuetext')]).toEqual(['0', '100', '10', '30%']);
    const max = screen.getByRole('button', { name: 'Max: 200 USDT' });
    max.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Deposit, USD' }));
    await user.tab();
    expect(document.activeElement).toBe(slider);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('copy-trade-start'));

    fireEvent.change(slider, { target: { value: '50' } });
    await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('50%'));
    expect(screen.getByRole('slider', { name: 'Ante: 50%' })).toBe(slider);
  });

  it('keeps the red start button focusable, says its state as its name, and a press sends nothing; the slider is disabled without a deposit', async () => {
    const user = userEvent.setup();
    const start = vi.fn<CopyTradeApi['start']>();
    await copyTradeApp('/copyTrade/traderDeposit', answer([], [USDT]), { 'copyTrade.draft': DRAFT }, { start });
    const deposit = await screen.findByRole('textbox', { name: 'Deposit, USD' });
    await user.clear(deposit);
    const button = await screen.findByRole('button', { name: 'Enter deposit amount' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    // Disabled through its fieldset (the property stays false; the element matches :disabled).
    expect(screen.getByRole('slider').matches(':disabled')).toBe(true);
    button.focus();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.type(deposit, '5000');
    await user.click(await screen.findByRole('button', { name: 'Insufficient funds' }));
    expect(start).not.toHaveBeenCalled();
  });
});

const EVENTS: MirroredTrade[] = [
  { seq: 2, at: '2026-11-24T12:00:00.000Z', leader: { from: 'USD', to: 'ETH', usd: '900', slippagePercent: '1.2' }, outcome: 'skipped', reason: 'slippage' },
  {
    seq: 1,
    at: '2026-11-24T11:00:00.000Z',
    leader: { from: 'USD', to: 'ETH', usd: '500', slippagePercent: '0.4' },
    outcome: 'mirrored',
    sold: { symbol: 'USDT', amount: '30' },
    got: { symbol: 'ETH', amount: '0.0093' },
  },
];

describe('the trade detail', () => {
  it('has its heading, a named stop button while it runs, the followed address shortened with a named copy action, and the trades as a list', async () => {
    await copyTradeApp(`/copyTrade/trade?tradeID=${TRADE._id}`, answer([TRADE], [USDT], { transactions: EVENTS }));
    await screen.findByRole('heading', { name: 'Copy trade on Arbitrum' });
    expect(screen.getByRole('button', { name: 'Stop copy trading' })).toBeTruthy();
    const followed = screen.getByTestId('copy-trade-followed');
    expect(within(followed).getByTitle(LEADER).textContent).toBe('0x11…1111');
    expect(within(followed).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    const trades = within(screen.getByRole('region', { name: "The trader's trades" })).getByRole('list');
    const items = within(trades).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Skipped: slippage over the limit');
    expect(items[1]?.textContent).toContain('sized at ante 20% × deposit 150 USDT = 30 USDT');
  });

  it('announces an unknown trade as not found, with a way back to the archive', async () => {
    await copyTradeApp('/trade?tradeID=not-a-trade', answer([], [USDT]));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Trade not found' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'To your copy trades' })).toBeTruthy();
  });
});
