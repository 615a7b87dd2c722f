/**
 * The autoclaim modal's states (jsdom, fake ports): the three ways with the server's prices, the
 * transfer confirmation, the success view, the errors of seed 001 §8 with go-to-swap, in en and ru;
 * a double tap pays once.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { MiningApi } from '../../../domain/mining/port';
import type { InvoiceStatus } from '../../../domain/ports';
import { ApiError } from '../../../domain/shared/api-failure';
import { AppProviders } from '../../../ui/app-providers';
import { createI18n } from '../../../ui/i18n/i18n';
import { AutoclaimSheet } from '../../../ui/screens/mining/autoclaim/autoclaim-sheet';
import { fakeMiningPort } from '../../support/fake-mining-port';
import { aMiningConfig, anIntent, MOTHER_TREASURY } from '../../support/mothers';
import { testConfig, testPorts } from '../../support/render';

const refused = (path: string[]) => Promise.reject(new ApiError({ type: 'rejected', status: 400, message: 'refused', path }));
const transferOk: MiningApi['autoclaimTransfer'] = async (request) => ({ dry: request.dry, fee: { amount: '0.006', symbol: 'TON' }, activatesAt: '2025-01-01T00:01:00.000Z' });
const starsInvoice: MiningApi['starsAutoclaim'] = async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1', amount: 195, currency: 'XTR', serverTime: '2025-01-01T00:00:00.000Z' });

async function renderSheet(api: Partial<MiningApi>, options: { language?: 'en' | 'ru'; invoice?: InvoiceStatus } = {}) {
  const miningApi = fakeMiningPort({ config: async () => aMiningConfig(), ...api });
  const ports = { ...testPorts(), miningApi };
  if (options.invoice) ports.messenger.openInvoice = async (url) => (ports.messenger.log.invoices.push(url), options.invoice!);
  const outcome = { closed: 0, activated: 0 };
  const rootRoute = createRootRoute({
    component: () => <AutoclaimSheet open onClose={() => void (outcome.closed += 1)} onActivated={() => void (outcome.activated += 1)} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/mining'] }) });
  const i18n = await createI18n(options.language ?? 'en', ['mining']);
  render(
    <AppProviders config={testConfig()} i18n={i18n} ports={ports}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { miningApi, ports, outcome };
}

describe('the autoclaim modal', () => {
  it('offers the three ways at the server prices, confirms the wallet transfer, and says activation takes up to 1 hour', async () => {
    const user = userEvent.setup();
    const { miningApi, outcome } = await renderSheet({ autoclaimTransfer: transferOk });
    expect(await screen.findByTestId('autoclaim-pay-internal')).toHaveProperty('textContent', 'Pay 1 TON from the wallet');
    expect(screen.getByTestId('autoclaim-pay-stars').textContent).toBe('Pay 195 Stars');
    expect(screen.getByTestId('autoclaim-pay-external').textContent).toBe('Pay 1 TON with an external wallet');

    await user.click(screen.getByTestId('autoclaim-pay-internal'));
    expect(screen.getByTestId('autoclaim-transfer-amount').textContent).toBe('1 TON');
    expect(screen.getByTestId('autoclaim-transfer').textContent).toContain(MOTHER_TREASURY);
    expect(miningApi.count('autoclaimTransfer')).toBe(0);

    await user.click(screen.getByTestId('autoclaim-confirm'));
    expect((await screen.findByTestId('autoclaim-success')).textContent).toContain('Activation takes up to 1 hour');
    await user.click(screen.getByTestId('autoclaim-done'));
    expect(outcome).toEqual({ closed: 0, activated: 1 });
  });

  it("a short balance says 'Not enough balance' under 'Error activating auto-claim' and offers the swap for TON", async () => {
    const user = userEvent.setup();
    await renderSheet({ autoclaimTransfer: () => refused(['amount']) });
    await user.click(await screen.findByTestId('autoclaim-pay-internal'));
    await user.click(screen.getByTestId('autoclaim-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('Error activating auto-claim');
    expect(screen.getByTestId('autoclaim-failure').textContent).toBe('Not enough balance');
    expect(screen.getByTestId('autoclaim-go-to-swap').getAttribute('href')).toBe('/swap?to=TON&chainId=TON');
  });

  it("any other refusal is 'Unknown error'", async () => {
    const user = userEvent.setup();
    await renderSheet({ autoclaimTransfer: () => refused(['to']) });
    await user.click(await screen.findByTestId('autoclaim-pay-internal'));
    await user.click(screen.getByTestId('autoclaim-confirm'));
    expect((await screen.findByTestId('autoclaim-failure')).textContent).toBe('Unknown error');
  });

  it('in Russian', async () => {
    const user = userEvent.setup();
    await renderSheet({ autoclaimTransfer: () => refused(['amount']) }, { language: 'ru' });
    expect((await screen.findByTestId('autoclaim-pay-stars')).textContent).toBe('Оплатить 195 Stars');
    await user.click(screen.getByTestId('autoclaim-pay-internal'));
    await user.click(screen.getByTestId('autoclaim-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка активации автоклейма');
    expect(screen.getByTestId('autoclaim-failure').textContent).toBe('Недостаточно средств');
  });

  it('a double tap on Stars opens one invoice and pays once', async () => {
    const user = userEvent.setup();
    const { miningApi, ports } = await renderSheet({ starsAutoclaim: starsInvoice, paymentIntent: async () => anIntent('paid') }, { invoice: 'paid' });
    const stars = await screen.findByTestId('autoclaim-pay-stars');
    await user.dblClick(stars);
    await screen.findByTestId('autoclaim-success');
    expect(miningApi.count('starsAutoclaim')).toBe(1);
    expect(ports.messenger.log.invoices.length).toBeLessThanOrEqual(1);
  });

  it('a cancelled invoice says nothing was charged, and trying again is a new invoice', async () => {
    const user = userEvent.setup();
    const { miningApi } = await renderSheet({ starsAutoclaim: starsInvoice, paymentIntent: async () => anIntent('pending') }, { invoice: 'cancelled' });
    await user.click(await screen.findByTestId('autoclaim-pay-stars'));
    expect((await screen.findByTestId('autoclaim-failure')).textContent).toBe('The payment was cancelled. Nothing was charged.');
    await user.click(screen.getByTestId('autoclaim-retry'));
    await waitFor(() => expect(miningApi.count('starsAutoclaim')).toBe(2));
    const [first, second] = miningApi.calls.starsAutoclaim.map(([options]) => options.idempotencyKey);
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
