/**
 * Destructive choices ask first (issue 37, "Native confirmations"): in the messenger's popup with a
 * destructive button where the client has one, else in the app's own sheet, which keeps the focus
 * inside. Stopping a copy trade is the example; leaving an alliance asks through the same hook.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import { fakeMessenger } from '../../support/fake-messenger';
import { renderApp } from '../../support/render';
import { answer, copyTradePorts, TRADE, USDT } from './copy-trade-fixtures';

async function tradeDetail(popupAnswer: boolean | null) {
  const cancel = vi.fn<CopyTradeApi['cancel']>(async () => ({ ...TRADE, dttmDeactivated: '2026-11-25T00:00:00.000Z' }));
  const ports = { ...copyTradePorts(answer([TRADE], [USDT]), {}, { cancel }), messenger: fakeMessenger({ popupAnswer }) };
  await renderApp({ ports, path: `/copyTrade/trade?tradeID=${TRADE._id}` });
  return { cancel, messenger: ports.messenger, stop: await screen.findByRole('button', { name: 'Stop copy trading' }) };
}

describe('stopping a copy trade', () => {
  it('asks in the messenger popup with a destructive button, and stops only on it', async () => {
    const user = userEvent.setup();
    const { cancel, messenger, stop } = await tradeDetail(true);
    await user.click(stop);
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(messenger.log.popups).toEqual([
      { title: 'Stop copy trading?', message: "The trader's next trades will no longer be copied. This cannot be undone.", confirm: 'Stop', cancel: 'Keep copying' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the popup is answered with the other button', async () => {
    const user = userEvent.setup();
    const { cancel, messenger, stop } = await tradeDetail(false);
    await user.click(stop);
    await waitFor(() => expect(messenger.log.popups).toHaveLength(1));
    expect(cancel).not.toHaveBeenCalled();
  });

  it("falls back to the app's own dialog where the client has no popup: focus stays inside, Keep copying keeps it, Stop stops", async () => {
    const user = userEvent.setup();
    const { cancel, stop } = await tradeDetail(null);
    await user.click(stop);
    const dialog = await screen.findByRole('dialog', { name: 'Stop copy trading?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Keep copying' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();

    await user.click(stop);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
