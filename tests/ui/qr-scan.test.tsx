/**
 * The Scan action (issue 37, "Scan a QR") on the send form's address and the copy-trade trader
 * address, in the app (jsdom, fake messenger whose camera reads what the test says): a recognised
 * code fills the form through the same events as typing, the scanner's Close changes nothing,
 * anything else is refused in words (en and ru), and a client without a scanner shows no Scan.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeMessenger, launchContext, messengerUser } from '../support/fake-messenger';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aBalance } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';
import { answer, copyTradePorts, LEADER, USDT as COPY_USDT } from './mining/copy-trade-fixtures';

const TON = aBalance('TON', '50', { address: 'TON', chainId: 'TON', decimals: 9, tokensAmount: '10' });
const ETH_OP = aBalance('ETH', '3000', { address: '0x0000000000000000000000000000000000000000', chainId: 10, decimals: 18, tokensAmount: '1' });
const TON_TO = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const EVM_TO = '0x52908400098527886E0F7030069857D2E4169EE7';

async function sendDetails(options: { scans?: readonly (string | null)[]; language?: 'en' | 'ru' } = {}) {
  const launch = launchContext({ user: messengerUser({ languageCode: options.language ?? 'en' }) });
  const messenger = fakeMessenger({ launch, ...(options.scans ? { scans: options.scans } : {}) });
  const ports = { ...testPorts({ messenger }), ...mainPorts(fakeMainApi({ balances: { 0: [TON, ETH_OP] } })) };
  const app = await renderApp({ ports, path: '/send' });
  const list = await screen.findByTestId('send-tokens');
  const ton = await waitFor(() => {
    const found = within(list).getAllByRole('button').find((button) => button.getAttribute('data-symbol') === 'TON');
    if (!found) throw new Error('no TON');
    return found;
  });
  await userEvent.click(ton);
  await screen.findByTestId('send-balance');
  return { ...app, messenger };
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('scanning into the send form', () => {
  it('a TON transfer link fills address, amount and comment; Close after it changes nothing', async () => {
    const { messenger } = await sendDetails({ scans: [`ton://transfer/${TON_TO}?amount=1500000000&text=for%20lunch`, null] });
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a QR code' }));
    await waitFor(() => expect(value('Recipient address')).toBe(TON_TO));
    expect(value('Amount')).toBe('1.5');
    expect(value('Comment')).toBe('for lunch');
    // Filled as typing would: the form holds input, so the messenger asks before closing.
    expect(messenger.log.closingConfirmation).toEqual([true]);

    await userEvent.click(screen.getByRole('button', { name: 'Scan a QR code' }));
    await waitFor(() => expect(messenger.log.scans).toEqual(["Scan the recipient's QR code", "Scan the recipient's QR code"]));
    expect(value('Recipient address')).toBe(TON_TO);
    expect(value('Amount')).toBe('1.5');
    expect(value('Comment')).toBe('for lunch');
  });

  it('an ethereum: link picks its chain: the form switches to that chain’s ETH, with the amount', async () => {
    await sendDetails({ scans: [`ethereum:${EVM_TO}@10?value=2.5e17`] });
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a QR code' }));
    expect(await screen.findByRole('heading', { name: 'Send ETH' })).toBeTruthy();
    expect(value('Recipient address')).toBe(EVM_TO);
    expect(value('Amount')).toBe('0.25');
  });

  it.each([
    ['en', 'hello', 'This QR code is not an address or a payment link.', 'Scan a QR code'],
    ['ru', 'hello', 'Этот QR-код — не адрес и не платёжная ссылка.', 'Сканировать QR-код'],
    ['en', `ethereum:${EVM_TO}@56?value=1`, 'This QR code asks for a network the wallet does not support.', 'Scan a QR code'],
    ['ru', `ethereum:${EVM_TO}@56?value=1`, 'Этот QR-код указывает сеть, которую кошелёк не поддерживает.', 'Сканировать QR-код'],
  ] as const)('(%s) refuses %s in words, keeps the form, and typing clears the refusal', async (language, code, refusal, scanLabel) => {
    await sendDetails({ scans: [code], language });
    const address = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.type(address, 'abc');
    await userEvent.click(await screen.findByRole('button', { name: scanLabel }));
    expect((await screen.findByText(refusal)).id).toBe('send-address-error');
    expect(address.value).toBe('abc');
    await userEvent.type(address, 'd');
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('opens a t.me link in the messenger', async () => {
    const { messenger } = await sendDetails({ scans: ['https://t.me/switch_wallet_bot'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a QR code' }));
    await waitFor(() => expect(messenger.log.telegramLinks).toEqual(['https://t.me/switch_wallet_bot']));
  });

  it('offers no Scan where the messenger has no scanner', async () => {
    await sendDetails();
    expect(await screen.findByRole('button', { name: 'Paste' })).toBeTruthy();
    // native() has answered (the settings and the clipboard come through it) and still no Scan.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Scan a QR code' })).toBeNull();
  });
});

describe('scanning the copy-trade trader address', () => {
  async function addressScreen(scans: readonly (string | null)[]) {
    const messenger = fakeMessenger({ scans });
    const app = await renderApp({ ports: { ...copyTradePorts(answer([], [COPY_USDT])), messenger }, path: '/copyTrade/traderAddress' });
    await screen.findByRole('heading', { name: 'Copy a trader' });
    return { ...app, messenger };
  }

  it('fills the address from an EVM code, and Close leaves it', async () => {
    const { messenger } = await addressScreen([`ethereum:${LEADER}@42161`, null]);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a QR code' }));
    expect(await screen.findByDisplayValue(LEADER)).toBeTruthy();
    expect(screen.getByTestId('copy-trade-address-submit').dataset.valid).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Scan a QR code' }));
    await waitFor(() => expect(messenger.log.scans).toHaveLength(2));
    expect(screen.getByDisplayValue(LEADER)).toBeTruthy();
    expect(messenger.log.scans[0]).toBe("Scan the trader's address");
  });

  it('refuses what is not an address, in words, until the next edit', async () => {
    await addressScreen(['not a wallet']);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a QR code' }));
    expect((await screen.findByTestId('copy-trade-scan-refusal')).textContent).toBe('This QR code is not an address or a payment link.');
    expect(screen.getByTestId<HTMLTextAreaElement>('copy-trade-address-input').value).toBe('');
    await userEvent.type(screen.getByTestId('copy-trade-address-input'), '0x');
    expect(screen.queryByTestId('copy-trade-scan-refusal')).toBeNull();
  });
});
