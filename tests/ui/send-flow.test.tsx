/**
 * The send flow in the app (jsdom, fake ports): token choice, the details form and its errors,
 * the server's dry-run refusals under their field, the confirm summary, a failed send retried with
 * the same idempotency key, and the success screen with its view-in-bot button. The confirmation
 * starts from a seeded send snapshot (tests/support/seeded.ts) instead of replaying the form.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/shared/api-failure';
import type { MainApi } from '../support/fake-ports';
import { fakeMessenger, launchContext, messengerUser } from '../support/fake-messenger';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aBalance } from '../support/mothers';
import { renderApp, testConfig, testPorts } from '../support/render';
import { sendConfirming } from '../support/seeded';
import type { SeededSnapshots } from '../../ui/machines/seed-snapshots';

const TON = aBalance('TON', '50', { address: 'TON', chainId: 'TON', decimals: 9, tokensAmount: '10' });
const USDT = aBalance('USDT', '100', { address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', chainId: 42161, decimals: 6, tokensAmount: '100' });
const TON_TO = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

const OUR_BOT = 'https://t.me/switch_wallet_staging_bot';

async function sendApp(
  options: { transfer?: MainApi['transfer']; language?: 'en' | 'ru'; clipboard?: string | null; path?: string; seeds?: SeededSnapshots } = {},
) {
  const mainApi = fakeMainApi({
    balances: { 0: [TON, USDT] },
    overrides: options.transfer ? { transfer: options.transfer } : {},
  });
  const launch = launchContext({ user: messengerUser({ languageCode: options.language ?? 'en' }) });
  const base = testPorts({ messenger: fakeMessenger({ launch, clipboard: options.clipboard ?? null }) });
  const ports = { ...base, ...mainPorts(mainApi) };
  const app = await renderApp({ ports, path: options.path ?? '/send', config: testConfig({ botUrl: OUR_BOT }), ...(options.seeds ? { seeds: options.seeds } : {}) });
  return { ...app, mainApi, ports };
}

async function chooseToken(symbol: string) {
  const list = await screen.findByTestId('send-tokens');
  const button = await waitFor(() => {
    const found = within(list).getAllByRole('button').find((candidate) => candidate.getAttribute('data-symbol') === symbol);
    if (!found) throw new Error(`no ${symbol}`);
    return found;
  });
  await userEvent.click(button);
}

describe('the send flow', () => {
  it('walks from the token through the form and the dry run to the confirmation', async () => {
    const { history, mainApi, ports } = await sendApp({
      transfer: async (request) => {
        if (request.dry) return { dry: true, fee: { amount: '0.006', symbol: 'TON' } };
        throw new Error('no real send in this test');
      },
    });
    const user = userEvent.setup();

    await chooseToken('TON');
    await waitFor(() => expect(history.location.pathname).toBe('/send/info'));
    expect(await screen.findByRole('heading', { name: 'Send TON' })).toBeTruthy();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);

    // Nothing typed yet: closing the app loses nothing, so the messenger does not ask.
    expect(ports.messenger.log.closingConfirmation).toEqual([]);
    await user.type(screen.getByLabelText('Recipient address'), TON_TO);
    expect(ports.messenger.log.closingConfirmation).toEqual([true]);
    await user.type(screen.getByLabelText('Amount'), '1,5x');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5');
    await user.type(screen.getByLabelText('Comment'), 'rent');
    expect(screen.getByLabelText('Comment').getAttribute('rows')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByTestId('send-summary-amount')).textContent).toBe('1.5 TON');
    expect(history.location.pathname).toBe('/send/confirm');
    expect(screen.getByTestId('send-summary-comment').textContent).toBe('rent');
    expect(mainApi.calls.transfer.map(([request]) => request.dry)).toEqual([true]);
    // Still holding the form on the confirmation: still asked for, once.
    expect(ports.messenger.log.closingConfirmation).toEqual([true]);
  });

  it('turns the closing confirmation off again when the form is emptied', async () => {
    const { ports } = await sendApp();
    const user = userEvent.setup();
    await chooseToken('TON');
    const address = await screen.findByLabelText('Recipient address');
    await user.type(address, 'UQ');
    expect(ports.messenger.log.closingConfirmation).toEqual([true]);
    await user.clear(address);
    expect(ports.messenger.log.closingConfirmation).toEqual([true, false]);
  });

  it('confirms from a seeded confirmation, retrying a failed send with the same key, then succeeds', async () => {
    let realSends = 0;
    const { history, mainApi, ports } = await sendApp({
      path: '/send/confirm',
      seeds: { send: sendConfirming({ token: TON, address: TON_TO, amount: '1.5', comment: 'rent', balances: [TON, USDT], fee: { amount: '0.006', symbol: 'TON' } }) },
      transfer: async () => {
        realSends += 1;
        if (realSends === 1) throw new ApiError({ type: 'unreachable' });
        return { dry: false, fee: { amount: '0.006', symbol: 'TON' }, transferId: 't-1' };
      },
    });
    const user = userEvent.setup();

    expect((await screen.findByTestId('send-summary-amount')).textContent).toBe('1.5 TON');
    expect(screen.getByTestId('send-summary-recipient').textContent).toBe(TON_TO);
    expect(screen.getByTestId('send-summary-comment').textContent).toBe('rent');
    expect(screen.getByTestId('send-summary-fee').textContent).toBe('0.006 – 0.05 TON');
    expect(screen.getByTestId('send-summary-total').textContent).toBe('1.506 TON');
    expect(screen.getByTestId('send-summary-balance-after').textContent).toBe('8.494 TON');
    expect(screen.getByRole('note').textContent).toMatch(/cannot be undone/);

    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    // The failed send is only logged: the user stays on the confirmation and may press again.
    await waitFor(() => expect(ports.logger.warnings).toContain('send: transfer failed'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Confirm and send' }) as HTMLButtonElement).disabled).toBe(false));
    expect(history.location.pathname).toBe('/send/confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));

    await waitFor(() => expect(history.location.pathname).toBe('/send/success'));
    // Sent: nothing left to lose.
    expect(ports.messenger.log.closingConfirmation).toEqual([true, false]);
    const calls = mainApi.calls.transfer;
    expect(calls.map(([request]) => request)).toEqual([
      { to: TON_TO, amount: '1.5', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, comment: 'rent', dry: false },
      { to: TON_TO, amount: '1.5', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, comment: 'rent', dry: false },
    ]);
    const keys = calls.map(([, options]) => options?.idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    expect((await screen.findByTestId('send-success-detail')).textContent).toContain('1.5 TON');
    // A clear outcome: the heading, a status for screen readers, the amount in large type (issue 12).
    expect(screen.getByRole('heading', { name: 'Sent' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1.5 TON');
    expect(screen.getByTestId('send-success-amount').textContent).toBe('1.5 TON');
    await user.click(screen.getByRole('button', { name: 'View in bot' }));
    // The deployment's bot, not the built-in default.
    expect(ports.messenger.log.telegramLinks).toEqual([OUR_BOT]);
  });

  it('shows the form errors and keeps continue disabled', async () => {
    const { mainApi } = await sendApp();
    const user = userEvent.setup();
    await chooseToken('USDT');
    await user.type(await screen.findByLabelText('Recipient address'), TON_TO);
    expect(screen.getByTestId('send-address-error').textContent).toBe('Invalid address');
    await user.type(screen.getByLabelText('Amount'), '100.01');
    expect(screen.getByTestId('send-amount-error').textContent).toBe('Not enough balance');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(mainApi.count('transfer')).toBe(0);
  });

  it('shows the form errors in Russian', async () => {
    await sendApp({ language: 'ru' });
    const user = userEvent.setup();
    await chooseToken('TON');
    await user.type(await screen.findByLabelText('Адрес получателя'), 'nope');
    expect(screen.getByTestId('send-address-error').textContent).toBe('Неверный адрес');
    await user.type(screen.getByLabelText('Сумма'), '11');
    expect(screen.getByTestId('send-amount-error').textContent).toBe('Недостаточно средств');
  });

  it("puts the dry run's refusal under the field its path names", async () => {
    let refusal = { path: ['amount'], message: 'Not enough TON to pay the fee' };
    const { history } = await sendApp({
      transfer: async () => {
        throw new ApiError({ type: 'rejected', status: 400, ...refusal });
      },
    });
    const user = userEvent.setup();
    await chooseToken('TON');
    await user.type(await screen.findByLabelText('Recipient address'), TON_TO);
    await user.type(screen.getByLabelText('Amount'), '9.999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('send-amount-error').textContent).toBe('Not enough TON to pay the fee'));
    expect(screen.getByTestId('send-address-error').textContent).toBe('');

    refusal = { path: ['to'], message: 'This is the address of the sending wallet' };
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('send-address-error').textContent).toBe('This is the address of the sending wallet'));
    expect(screen.getByTestId('send-amount-error').textContent).toBe('');
    expect(history.location.pathname).toBe('/send/info');
  });

  it("shows the dry run's refusals in Russian by their code, with the server's figures (issue 12, defect 3)", async () => {
    let refusal: { path: string[]; message: string; code?: string; params?: Record<string, string> } = {
      path: ['amount'],
      message: 'USDT has at most 6 decimals',
      code: 'too-many-decimals',
      params: { symbol: 'USDT', decimals: '6' },
    };
    await sendApp({
      language: 'ru',
      transfer: async () => {
        throw new ApiError({ type: 'rejected', status: 400, ...refusal });
      },
    });
    const user = userEvent.setup();
    await chooseToken('USDT');
    await user.type(await screen.findByLabelText('Адрес получателя'), '0x' + 'ab'.repeat(20));
    await user.type(screen.getByLabelText('Сумма'), '1');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByTestId('send-amount-error').textContent).toBe('У USDT не больше 6 знаков после запятой'));

    refusal = { path: ['to'], message: 'This is the address of the sending wallet', code: 'own-address' };
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByTestId('send-address-error').textContent).toBe('Это адрес кошелька-отправителя'));

    refusal = { path: ['to'], message: 'A refusal this app version does not know', code: 'from-a-newer-server' };
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByTestId('send-address-error').textContent).toBe('A refusal this app version does not know'));
  });

  it('counts the comment and refuses one over the limit instead of cutting it (issue 12, defect 6)', async () => {
    const { mainApi } = await sendApp();
    const user = userEvent.setup();
    await chooseToken('TON');
    await user.type(await screen.findByLabelText('Recipient address'), TON_TO);
    await user.type(screen.getByLabelText('Amount'), '1');
    const comment = screen.getByLabelText('Comment') as HTMLTextAreaElement;
    expect(screen.getByTestId('send-comment-counter').textContent).toBe('0 of 120 characters');
    const long = 'word '.repeat(25); // 125 characters: a paste over the limit
    await user.click(comment);
    await user.paste(long);
    expect(comment.value).toBe(long);
    expect(screen.getByTestId('send-comment-counter').textContent).toBe('125 of 120 characters');
    expect(screen.getByTestId('send-comment-error').textContent).toBe('The comment is longer than 120 characters');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(comment);
    await user.paste(long.slice(0, 120));
    expect(screen.getByTestId('send-comment-counter').textContent).toBe('120 of 120 characters');
    expect(screen.getByTestId('send-comment-error').textContent).toBe('');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(mainApi.count('transfer')).toBe(0);
  });

  it('pastes the address from the clipboard', async () => {
    await sendApp({ clipboard: TON_TO });
    await chooseToken('TON');
    await userEvent.click(await screen.findByRole('button', { name: 'Paste' }));
    await waitFor(() => expect((screen.getByLabelText('Recipient address') as HTMLInputElement).value).toBe(TON_TO));
  });

  it('back from the confirmation returns to the form with everything kept', async () => {
    const { history, ports } = await sendApp({ transfer: async (request) => ({ dry: request.dry, fee: { amount: '0.006', symbol: 'TON' } }) });
    const user = userEvent.setup();
    await chooseToken('TON');
    await user.type(await screen.findByLabelText('Recipient address'), TON_TO);
    await user.type(screen.getByLabelText('Amount'), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/send/confirm'));

    act(() => ports.messenger.pressBack());
    await waitFor(() => expect(history.location.pathname).toBe('/send/info'));
    expect((await screen.findByLabelText('Amount') as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a details link opened without a form goes to the token choice', async () => {
    const { history } = await sendApp({ path: '/send/confirm' });
    await waitFor(() => expect(history.location.pathname).toBe('/send'));
    expect(await screen.findByTestId('send-tokens')).toBeTruthy();
  });
});
