import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aBalance, aTotalBalance, aWallet } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

const WALLETS = [
  aWallet(0, { totalBalanceUsd: '1520.456' }),
  aWallet(1, { totalBalanceUsd: '26.2', tonUnbouncableAddress: 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N', address: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B' }),
  aWallet(2),
];

async function appAt(path: string) {
  const mainApi = fakeMainApi({
    wallets: WALLETS,
    totalBalances: { 0: aTotalBalance('1520.46'), 1: aTotalBalance('26.2') },
    balances: { 0: [aBalance('ETH', '1500')], 1: [aBalance('TON', '26.2', { chainId: 'TON', address: 'TON' })] },
  });
  const ports = { ...testPorts(), ...mainPorts(mainApi) };
  const app = await renderApp({ ports, path });
  return { ...app, mainApi };
}

const radios = () => screen.getAllByRole('radio');

describe('the wallet picker', () => {
  it('lists every account with its number, USD balance and shortened addresses, the current one checked', async () => {
    const user = userEvent.setup();
    await appAt('/?selectedWalletIndex=1');
    await user.click(await screen.findByRole('button', { name: 'Switch wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your wallets' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Choose a wallet' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(3));

    const [first, second, third] = radios();
    expect(first!.textContent).toContain('Wallet 1');
    expect(first!.textContent).toContain('$1\u202f520.46');
    expect(second!.textContent).toContain('Wallet 2');
    expect(second!.textContent).toContain('$26.20');
    expect(second!.textContent).toContain('UQCD…qB2N');
    expect(second!.textContent).toContain('0xAb…eC9B');
    expect(third!.textContent).toContain('Wallet 3');
    expect(radios().map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
  });

  it('switches the account everywhere: URL, title, total and tokens', async () => {
    const user = userEvent.setup();
    const { history, mainApi } = await appAt('/');
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('$1\u202f520.46'));
    await user.click(screen.getByRole('button', { name: 'Switch wallet' }));
    await waitFor(() => expect(radios()).toHaveLength(3));
    await user.click(radios()[1]!);

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('selectedWalletIndex')).toBe('1'));
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('$26.20'));
    await waitFor(() => expect(screen.getAllByTestId('token-row').map((row) => row.dataset.symbol)).toEqual(['TON']));
    expect(screen.getByRole('button', { name: 'Wallet 2' })).toBeTruthy();
    expect(mainApi.calls.balances.map(([index]) => index)).toEqual([0, 1]);
    expect(mainApi.calls.history.map(([query]) => query.accountIndex)).toEqual([0, 1]);
    expect(mainApi.calls.totalBalance.map(([query]) => query.accountIndex)).toEqual([0, 1]);
  });

  it('follows the URL when it changes on its own', async () => {
    const { history, mainApi } = await appAt('/');
    await screen.findByTestId('total-balance');
    history.push('/?selectedWalletIndex=2');
    await waitFor(() => expect(mainApi.calls.balances.map(([index]) => index)).toEqual([0, 2]));
  });

  it('is also the wallet view at /wallet, where choosing stays on the page', async () => {
    const user = userEvent.setup();
    const { history } = await appAt('/wallet');
    expect(await screen.findByRole('heading', { name: 'Your wallets' })).toBeTruthy();
    await waitFor(() => expect(radios()).toHaveLength(3));
    await user.click(radios()[2]!);
    await waitFor(() => expect(radios()[2]!.getAttribute('aria-checked')).toBe('true'));
    expect(history.location.pathname).toBe('/wallet');
    expect(new URLSearchParams(history.location.search).get('selectedWalletIndex')).toBe('2');
    expect(screen.getByTestId('deposit-ton-address').textContent).toBe(WALLETS[2]!.tonUnbouncableAddress);
  });

  it('opens the wallet view from the wallet chooser title', async () => {
    const user = userEvent.setup();
    const { history } = await appAt('/');
    await user.click(await screen.findByRole('button', { name: 'Wallet 1' }));
    await waitFor(() => expect(history.location.pathname).toBe('/wallet'));
  });
});
