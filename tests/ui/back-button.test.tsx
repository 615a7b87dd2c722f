import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render';

// These tests are about the shell (router, back button, haptics), so the sub-screen is a stub: the
// real wallet view needs its machine and backend, which its own tests cover.
vi.mock('../../ui/screens/wallet/wallet-screen', () => ({ WalletScreen: () => <h2>Sub-screen</h2> }));

describe('the messenger back button and navigation haptics', () => {
  it('is hidden on the home path', async () => {
    const { ports } = await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Wallet 1' });
    expect(ports.messenger.backButtonVisible).toBe(false);
  });

  it('is shown on a sub-screen', async () => {
    const { ports } = await renderApp({ path: '/wallet' });
    await waitFor(() => expect(ports.messenger.backButtonVisible).toBe(true));
  });

  it('goes back in history when pressed, and hides again on home', async () => {
    const { ports, history } = await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Wallet 1' });

    act(() => history.push('/wallet'));
    await waitFor(() => expect(ports.messenger.backButtonVisible).toBe(true));

    act(() => ports.messenger.pressBack());
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    await waitFor(() => expect(ports.messenger.backButtonVisible).toBe(false));
  });

  it('goes home when a sub-screen was opened directly and has no history to return to', async () => {
    const { ports, history } = await renderApp({ path: '/wallet' });
    await waitFor(() => expect(ports.messenger.backButtonVisible).toBe(true));

    act(() => ports.messenger.pressBack());
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('keeps the selected wallet in the URL across navigation', async () => {
    const { history } = await renderApp({ path: '/wallet?selectedWalletIndex=1' });
    expect(await screen.findByRole('button', { name: 'Wallet 2' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(history.location.search).toContain('selectedWalletIndex=1');
  });

  it('plays a success haptic on each navigation, not at launch', async () => {
    const { ports, history } = await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Wallet 1' });
    // The haptics are played by a host that starts once the app is up (ui/settings/haptics-host.tsx).
    await waitFor(() => expect(ports.messenger.settingsButtonShown).toBe(true), { timeout: 5000 });
    expect(ports.messenger.log.haptics).toEqual([]);

    act(() => history.push('/wallet'));
    await waitFor(() => expect(ports.messenger.log.haptics).toEqual(['success']));

    // A second later (a success within 150 ms of another is the same one: a success panel on a new route).
    ports.clock.advance(1_000);
    act(() => ports.messenger.pressBack());
    await waitFor(() => expect(ports.messenger.log.haptics).toEqual(['success', 'success']));
  });

  it('shows a translated not-found screen for an unknown path, with the way home', async () => {
    await renderApp({ path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the wallet' })).toBeTruthy();
  });
});
