/**
 * A donation the external wallet declined is back at its ways to pay with a short note (seed 001 §4
 * "Donation": a wallet error returns to Idle; issue 44), in en and ru: no failure, no "Try again".
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PurchaseView } from '../../../domain/payment/purchase-selectors';
import { PurchasePanel, type PurchaseActions } from '../../../ui/components/payment/purchase-panel';
import { createI18n } from '../../../ui/i18n/i18n';
import { DONATION_WORDING } from '../../../ui/screens/mining/donate/donate-words';

const noop = () => undefined;
const actions: PurchaseActions = { chooseWay: noop, confirm: noop, back: noop, retry: noop, retryOffer: noop, done: noop };
const declined: PurchaseView = {
  step: 'choosing',
  loading: false,
  ways: [
    { way: 'internal', ton: '100' },
    { way: 'external', ton: '100' },
  ],
  way: null,
  quote: null,
  failure: null,
  offersSwap: false,
  cancelled: false,
  declined: true,
  activatesAt: null,
  pendingIntentId: null,
  biometrics: null,
};

async function show(language: 'en' | 'ru', view: PurchaseView = declined): Promise<void> {
  const i18n = await createI18n(language, ['mining-donate', 'payment']);
  render(
    <I18nProvider i18n={i18n}>
      <PurchasePanel view={view} wording={DONATION_WORDING} actions={actions} testId="donate" />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('a donation the wallet declined (issue 44)', () => {
  it.each([
    ['en', 'The wallet declined the payment. Nothing was sent.'],
    ['ru', 'Кошелёк отклонил платёж. Ничего не отправлено.'],
  ] as const)('shows the ways to pay again with a note that the wallet declined (%s)', async (language, note) => {
    await show(language);
    expect(screen.getByTestId('donate-declined').textContent).toBe(note);
    expect(screen.getByTestId('donate-declined').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('donate-pay-internal')).toBeTruthy();
    expect(screen.getByTestId('donate-pay-external')).toBeTruthy();
    expect(screen.queryByTestId('donate-failure')).toBeNull();
  });

  it('says nothing once another way is chosen', async () => {
    await show('en', { ...declined, declined: false });
    expect(screen.queryByTestId('donate-declined')).toBeNull();
  });
});
