import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KnownToken, KnownTokensRequest } from '../../domain/tokens/types';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aWallet } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

const WALLET = aWallet(0, { tonUnbouncableAddress: 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG', address: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B' });
const USDT_OP = '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58';

function known(symbol: string, chainId: KnownToken['chainId'], address: string): KnownToken {
  return { symbol, chainId, address, name: `${symbol} token`, decimals: 6, logoURI: '', tokenAmount: '0', usdAmount: '0' };
}
const CATALOGUE = [known('TON', 'TON', 'TON'), known('USDT', 'TON', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'), known('USDT', 10, USDT_OP), known('ETH', 10, '0x0000000000000000000000000000000000000000')];

function catalogue(request: KnownTokensRequest) {
  const tokens = CATALOGUE.filter(
    (token) => token.chainId === request.chainId && (request.tokenAddress === undefined || token.address === request.tokenAddress),
  );
  return { tokens: tokens.slice(request.sliceProps.offset, request.sliceProps.offset + request.sliceProps.limit), tokensCount: tokens.length, offset: request.sliceProps.offset };
}

async function appAt(path: string, options: { clipboardWritable?: boolean } = {}) {
  const mainApi = fakeMainApi({ wallets: [WALLET], overrides: { knownTokens: async (request) => catalogue(request) } });
  const base = testPorts();
  if (options.clipboardWritable === false) Object.assign(base.messenger, { writeClipboard: async () => false });
  const ports = { ...base, ...mainPorts(mainApi) };
  const app = await renderApp({ ports, path });
  return { ...app, mainApi, ports };
}

describe('the refill flow', () => {
  it('goes from the deposit drawer to the method, then to token and network, then to the QR', async () => {
    const user = userEvent.setup();
    const { history, mainApi } = await appAt('/');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    // The drawer is its own chunk (ui/screens/wallet/home-sheets.tsx): it may take a moment.
    await user.click(await screen.findByRole('link', { name: 'Deposit with a QR code' }));

    await waitFor(() => expect(history.location.pathname).toBe('/refill/from'));
    const methods = await screen.findAllByRole('link', { name: /From an external wallet/ });
    expect(methods).toHaveLength(1);
    await user.click(methods[0]!);

    await waitFor(() => expect(history.location.pathname).toBe('/refill/to'));
    const tokens = await screen.findByTestId('refill-tokens');
    await waitFor(() => expect(within(tokens).getAllByRole('link').map((link) => link.textContent)).toEqual(['TTONTON token', 'UUSDTUSDT token']));

    await user.click(screen.getByRole('button', { name: 'OP' }));
    expect(screen.getByRole('button', { name: 'OP' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(tokens).getAllByRole('link').map((link) => link.textContent)).toEqual(['UUSDTUSDT token', 'EETHETH token']));
    expect(mainApi.calls.knownTokens.map(([request]) => request.chainId)).toContain(10);

    await user.click(within(tokens).getByRole('link', { name: /USDT/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/refill/qr'));
    const search = new URLSearchParams(history.location.search);
    expect(search.get('chainId')).toBe('10');
    expect(search.get('token')).toBe(USDT_OP);
    expect(await screen.findByRole('heading', { name: 'Deposit USDT on Optimism' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Choose another token' }));
    await waitFor(() => expect(history.location.pathname).toBe('/refill/to'));
    expect(screen.getByRole('button', { name: 'OP' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the QR screen', () => {
  it('encodes the TON non-bounceable address for TON, with the defaults of the specification', async () => {
    await appAt('/refill/qr?chainId=TON&token=TON');
    const qr = await screen.findByTestId('qr-code');
    await waitFor(() => expect(qr.dataset.qrText).toBe(WALLET.tonUnbouncableAddress));
    expect(qr.dataset.qrLevel).toBe('L');
    expect(qr.style.width).toBe('256px');
    await waitFor(() => expect(qr.dataset.qrState).toBe('ready'));
    const image = qr.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('256');
    const svg = decodeURIComponent(image.getAttribute('src')!.split(',')[1]!);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    expect(screen.getByTestId('refill-address').textContent).toBe(WALLET.tonUnbouncableAddress);
    expect(await screen.findByText('Send only TON on TON to this address. Other tokens or networks may be lost.')).toBeTruthy();
  });

  it('encodes the EVM address for every other chain', async () => {
    await appAt(`/refill/qr?chainId=10&token=${USDT_OP}`);
    const qr = await screen.findByTestId('qr-code');
    await waitFor(() => expect(qr.dataset.qrText).toBe(WALLET.address));
    expect(await screen.findByText('Send only USDT on Optimism to this address. Other tokens or networks may be lost.')).toBeTruthy();
  });

  it('copies the address shown', async () => {
    const user = userEvent.setup();
    const { ports } = await appAt('/refill/qr?chainId=8453&token=0x0000000000000000000000000000000000000000');
    await waitFor(() => expect(screen.getByTestId('refill-address').textContent).toBe(WALLET.address));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied')).toBeTruthy();
    expect(ports.messenger.log.copied).toEqual([WALLET.address]);
  });

  it('asks for a token and a network when the link lacks them', async () => {
    await appAt('/refill/qr?chainId=999');
    expect(await screen.findByText('Choose a token and a network first.')).toBeTruthy();
    expect(screen.queryByTestId('qr-code')).toBeNull();
  });
});
