import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMessenger, launchContext, messengerUser } from '../support/fake-messenger';
import { renderApp, testPorts } from '../support/render';
import { STORAGE_KEYS } from '../../domain/storage-keys';

const launchedAs = (languageCode: string | undefined) =>
  testPorts({ messenger: fakeMessenger({ launch: launchContext({ user: messengerUser({ languageCode }) }) }) });

describe('the wallet home frame', () => {
  it('shows the wallet chooser title, the version and the bottom menu in English', async () => {
    const { ports } = await renderApp({ ports: launchedAs('en') });

    expect(await screen.findByRole('button', { name: 'Wallet 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet 1' })).toBeTruthy();
    expect(screen.getByText('v1.1.2')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const wallet = within(menu).getByRole('link', { name: 'Wallet' });
    expect(wallet.getAttribute('aria-current')).toBe('page');
    expect(document.documentElement.lang).toBe('en');
    expect(ports.messenger.log.started).toBe(1);
  });

  it('marks Wallet in the bottom menu on the wallet view too (issue 12, defect 10)', async () => {
    await renderApp({ ports: launchedAs('en'), path: '/wallet' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page'));
  });

  it('speaks Russian when the messenger user does', async () => {
    await renderApp({ ports: launchedAs('ru') });

    expect(await screen.findByRole('button', { name: 'Кошелёк 1' })).toBeTruthy();
    expect(screen.getByText('v1.1.2')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getByRole('link', { name: 'Кошелёк' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('prefers the saved language, then the messenger language, then the lang parameter', async () => {
    const saved = launchedAs('en');
    saved.storage.set(STORAGE_KEYS.language, 'ru');
    await renderApp({ ports: saved, search: '?lang=en' });
    expect(await screen.findByRole('button', { name: 'Кошелёк 1' })).toBeTruthy();
  });

  it('falls back to the lang parameter when the messenger language is unsupported', async () => {
    await renderApp({ ports: launchedAs('de'), search: '?lang=ru' });
    expect(await screen.findByRole('button', { name: 'Кошелёк 1' })).toBeTruthy();
  });

  it('names the selected wallet from the selectedWalletIndex search parameter', async () => {
    await renderApp({ ports: launchedAs('en'), path: '/?selectedWalletIndex=2' });
    expect(await screen.findByRole('button', { name: 'Wallet 3' })).toBeTruthy();
  });

  it('treats a broken selectedWalletIndex as the first wallet instead of failing', async () => {
    await renderApp({ ports: launchedAs('en'), path: '/?selectedWalletIndex=-7' });
    expect(await screen.findByRole('button', { name: 'Wallet 1' })).toBeTruthy();
  });

  it('renders the frame even when every backend call fails, calling only the wallet home reads', async () => {
    const ports = launchedAs('en');
    await renderApp({ ports });
    await screen.findByRole('button', { name: 'Wallet 1' });
    // The wallet home (issue 3) loads its account; the frame needs none of it.
    await waitFor(() => expect(ports.apiCalls.map((call) => call.method).sort()).toEqual(['balances', 'history', 'totalBalance', 'wallets']));
    expect(screen.getByText('v1.1.2')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});
