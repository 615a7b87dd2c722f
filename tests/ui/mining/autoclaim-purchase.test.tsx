/**
 * The autoclaim purchase on the shared purchase screens (jsdom, a fake payment port): the three
 * ways with the server's prices (Stars in the messenger's words and plurals), the wallet way's
 * confirmation with its fee, total and balance after, the success view, the errors of seed 001 §8
 * with go-to-swap, a cancelled invoice as a plain choice, in en and ru; a double tap pays once.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentApi } from '../../../domain/payment/port';
import { ApiError } from '../../../domain/shared/api-failure';
import type { InvoiceStatus } from '../../../domain/shared/messenger';
import { AppProviders } from '../../../ui/app-providers';
import { createI18n } from '../../../ui/i18n/i18n';
import { AutoclaimSheet } from '../../../ui/screens/mining/home/autoclaim-sheet';
import { fakePort } from '../../support/fake-port';
import { anIntent, anInternalQuote, anOffer, MOTHER_TREASURY } from '../../support/mothers';
import { testConfig, testPorts } from '../../support/render';

const refused = (path: string[]) => Promise.reject(new ApiError({ type: 'rejected', status: 400, message: 'refused', path }));
const paid: Partial<PaymentApi> = { checkInternal: async () => anInternalQuote(), payInternal: async () => ({ intentId: 'pi_1', activatesAt: '2025-01-01T00:01:00.000Z' }) };
const starsInvoice: PaymentApi['starsInvoice'] = async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' });

async function renderSheet(api: Partial<PaymentApi>, options: { language?: 'en' | 'ru'; invoice?: InvoiceStatus } = {}) {
  const paymentApi = fakePort<PaymentApi>('paymentApi', { offer: async () => anOffer(), ...api });
  const ports = Object.assign(testPorts(), { paymentApi });
  if (options.invoice) ports.messenger.pieces.openInvoice = async (url) => (ports.messenger.log.invoices.push(url), options.invoice!);
  const outcome = { closed: 0, activated: 0 };
  const rootRoute = createRootRoute({
    component: () => <AutoclaimSheet onClose={() => void (outcome.closed += 1)} onActivated={() => void (outcome.activated += 1)} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/mining'] }) });
  const i18n = await createI18n(options.language ?? 'en', ['mining', 'payment']);
  render(
    <AppProviders config={testConfig()} i18n={i18n} ports={ports}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { paymentApi, ports, outcome };
}

describe('the autoclaim purchase', () => {
  it('offers the three ways at the server prices, confirms the wallet transfer with its fee, and says activation takes up to 1 hour', async () => {
    const user = userEvent.setup();
    const { paymentApi, outcome } = await renderSheet(paid);
    expect(await screen.findByTestId('autoclaim-pay-internal')).toHaveProperty('textContent', 'Pay 1 TON from the wallet');
    expect(screen.getByTestId('autoclaim-pay-stars').textContent).toBe('Pay 195 Stars');
    expect(screen.getByTestId('autoclaim-pay-external').textContent).toBe('Pay 1 TON with an external wallet');

    await user.click(screen.getByTestId('autoclaim-pay-internal'));
    expect((await screen.findByTestId('autoclaim-transfer-amount')).textContent).toBe('1 TON');
    expect(screen.getByTestId('autoclaim-transfer-fee').textContent).toBe('0.006 TON');
    expect(screen.getByTestId('autoclaim-transfer-total').textContent).toBe('1.006 TON');
    expect(screen.getByTestId('autoclaim-balance-after').textContent).toBe('0.994 TON');
    expect(screen.getByTestId('autoclaim-transfer').textContent).toContain(MOTHER_TREASURY);
    expect(paymentApi.count('payInternal')).toBe(0);

    await user.click(screen.getByTestId('autoclaim-confirm'));
    expect((await screen.findByTestId('autoclaim-success')).textContent).toContain('Activation takes up to 1 hour');
    await user.click(screen.getByTestId('autoclaim-done'));
    expect(outcome).toEqual({ closed: 0, activated: 1 });
  });

  it("a short balance, from the dry run, says 'Not enough balance' under 'Error activating auto-claim' and offers the swap for TON", async () => {
    const user = userEvent.setup();
    await renderSheet({ checkInternal: () => refused(['amount']) });
    await user.click(await screen.findByTestId('autoclaim-pay-internal'));
    expect((await screen.findByRole('alert')).textContent).toBe('Error activating auto-claim');
    expect(screen.getByTestId('autoclaim-failure').textContent).toBe('Not enough balance');
    expect(screen.getByTestId('autoclaim-go-to-swap').getAttribute('href')).toBe('/swap?to=TON&chainId=TON');
  });

  it("any other refusal is 'Unknown error'", async () => {
    const user = userEvent.setup();
    await renderSheet({ checkInternal: async () => anInternalQuote(), payInternal: () => refused(['to']) });
    await user.click(await screen.findByTestId('autoclaim-pay-internal'));
    await user.click(await screen.findByTestId('autoclaim-confirm'));
    expect((await screen.findByTestId('autoclaim-failure')).textContent).toBe('Unknown error');
  });

  it("a refusal is worded by its code in the app's language, never in the server's English; an unknown code stays 'Unknown error'", async () => {
    const user = userEvent.setup();
    const coded = (code: string) => () => Promise.reject(new ApiError({ type: 'rejected', status: 409, message: 'Server English here', code }));
    await renderSheet({ checkInternal: async () => anInternalQuote(), payInternal: coded('not-offered') }, { language: 'ru' });
    await user.click(await screen.findByTestId('autoclaim-pay-internal'));
    await user.click(await screen.findByTestId('autoclaim-confirm'));
    expect((await screen.findByTestId('autoclaim-failure')).textContent).toBe('Этот способ оплаты больше не предлагается: выберите другой');
    cleanup();
    await renderSheet({ checkInternal: async () => anInternalQuote(), payInternal: coded('a-code-from-a-newer-server') });
    await user.click(await screen.findByTestId('autoclaim-pay-internal'));
    await user.click(await screen.findByTestId('autoclaim-confirm'));
    expect((await screen.findByTestId('autoclaim-failure')).textContent).toBe('Unknown error');
    expect(document.body.textContent).not.toContain('Server English');
  });

  it('in Russian, Stars are звёзды with their plural forms', async () => {
    const user = userEvent.setup();
    await renderSheet({ checkInternal: () => refused(['amount']) }, { language: 'ru' });
    expect((await screen.findByTestId('autoclaim-pay-stars')).textContent).toBe('Оплатить 195 звёздами');
    await user.click(screen.getByTestId('autoclaim-pay-internal'));
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка активации автоклейма');
    expect(screen.getByTestId('autoclaim-failure').textContent).toBe('Недостаточно средств');
  });

  it('one Star is one звезда, in the singular', async () => {
    await renderSheet({ offer: async () => anOffer({ ways: [{ way: 'stars', amount: '1', currency: 'XTR' }] }) }, { language: 'ru' });
    expect((await screen.findByTestId('autoclaim-pay-stars')).textContent).toBe('Оплатить 1 звездой');
  });

  it('a double tap on Stars opens one invoice and pays once', async () => {
    const user = userEvent.setup();
    const { paymentApi, ports } = await renderSheet({ starsInvoice, intent: async () => anIntent('paid') }, { invoice: 'paid' });
    const stars = await screen.findByTestId('autoclaim-pay-stars');
    await user.dblClick(stars);
    await screen.findByTestId('autoclaim-success');
    expect(paymentApi.count('starsInvoice')).toBe(1);
    expect(ports.messenger.log.invoices.length).toBeLessThanOrEqual(1);
  });

  it('a cancelled invoice is no error: it says nothing was charged, back at the ways; trying again is a new invoice', async () => {
    const user = userEvent.setup();
    const { paymentApi } = await renderSheet({ starsInvoice, intent: async () => anIntent('pending') }, { invoice: 'cancelled' });
    await user.click(await screen.findByTestId('autoclaim-pay-stars'));
    expect((await screen.findByTestId('autoclaim-cancelled')).textContent).toBe('The payment was cancelled. Nothing was charged.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByTestId('autoclaim-pay-stars'));
    await waitFor(() => expect(paymentApi.count('starsInvoice')).toBe(2));
    const [first, second] = paymentApi.calls.starsInvoice.map(([, options]) => options.idempotencyKey);
    expect(first).not.toBe(second);
  });

  it('closing before paying is a plain close', async () => {
    const user = userEvent.setup();
    const { outcome } = await renderSheet({});
    await screen.findByTestId('autoclaim-pay-stars');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(outcome).toEqual({ closed: 1, activated: 0 });
  });
});
