/**
 * The messenger's back with a bottom sheet open (issue 41): it closes the sheet and only it, the page
 * under it stays; the next back goes back a page. Every sheet and dialog of the app takes this from
 * the one place they share (useModalFocus), so a stub screen with a real BottomSheet stands for all.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../../ui/components/bottom-sheet';
import { renderApp } from '../support/render';

function SheetScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h2>Sub-screen</h2>
      <button type="button" onClick={() => setOpen(true)}>
        Open the sheet
      </button>
      {open ? (
        <BottomSheet title="A sheet" onClose={() => setOpen(false)}>
          <p>Inside</p>
        </BottomSheet>
      ) : null}
    </>
  );
}

vi.mock('../../ui/screens/wallet/wallet-screen', () => ({ WalletScreen: SheetScreen }));

describe('the messenger back with a sheet open', () => {
  it('closes the sheet only, and the next back leaves the page', async () => {
    const { ports, history } = await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Wallet 1' });
    act(() => history.push('/wallet'));
    await userEvent.click(await screen.findByRole('button', { name: 'Open the sheet' }));
    expect(screen.getByRole('dialog', { name: 'A sheet' })).toBeTruthy();

    act(() => ports.messenger.pressBack());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still on the page the sheet was opened on, after the router had its chance to move.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(history.location.pathname).toBe('/wallet');
    expect(screen.getByRole('heading', { name: 'Sub-screen' })).toBeTruthy();

    act(() => ports.messenger.pressBack());
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
